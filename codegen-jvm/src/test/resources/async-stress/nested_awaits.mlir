// 10,000 nested awaits inside tasks: @nest(n) starts a task that calls @nest(n - 1) and awaits
// its value (a suspension, not a blocking wait), so 10,000 coroutines are suspended at once
// until the innermost completes. Prints @nest(10000) = 10000.
func.func @nest(%n : i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : i64
  %leaf = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %leaf, ^leaf, ^inner
^leaf:
  %t0, %v0 = async.execute -> !async.value<i64> {
    async.yield %c0 : i64
  }
  return %v0 : !async.value<i64>
^inner:
  %t1, %v1 = async.execute -> !async.value<i64> {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %child = func.call @nest(%m) : (i64) -> !async.value<i64>
    %x = async.await %child : !async.value<i64>
    %y = arith.addi %x, %c1 : i64
    async.yield %y : i64
  }
  return %v1 : !async.value<i64>
}

func.func @main() {
  %n = arith.constant 10000 : i64
  %v = func.call @nest(%n) : (i64) -> !async.value<i64>
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  return
}
