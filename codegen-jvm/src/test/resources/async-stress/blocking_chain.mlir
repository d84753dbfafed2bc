// A chain of blocking awaits deeper than the worker count: @chain(n) starts a task that calls
// @chain(n - 1), a plain function that blocks its worker until its own task is done. With 2
// workers and depth 64, the pool must add threads for the blocked ones. Prints
// @chain(64) = 64 * 65 / 2 = 2080.
func.func @chain(%n : i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %leaf = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %leaf, ^leaf, ^inner
^leaf:
  return %c0 : i64
^inner:
  %t, %v = async.execute -> !async.value<i64> {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %below = func.call @chain(%m) : (i64) -> i64
    %s = arith.addi %below, %n : i64
    async.yield %s : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

func.func @main() {
  %n = arith.constant 64 : i64
  %r = func.call @chain(%n) : (i64) -> i64
  vector.print %r : i64
  return
}
