// A small sequential program: `./loomlir run examples/hello.mlir`.
// @fib is public, so the Java API can call it too (see README, "Java API").

// The n-th Fibonacci number, by iteration.
func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %count = arith.index_cast %n : i64 to index
  %a, %b = scf.for %i = %c0 to %count step %c1 iter_args(%x = %zero, %y = %one) -> (i64, i64) {
    %next = arith.addi %x, %y : i64
    scf.yield %y, %next : i64, i64
  }
  return %a : i64
}

func.func @main() {
  vector.print str "Hello from loomlir!\n"
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  scf.for %i = %c1 to %c11 step %c1 {
    %n = arith.index_cast %i : index to i64
    %f = func.call @fib(%n) : (i64) -> i64
    vector.print %f : i64
  }
  %n90 = arith.constant 90 : i64
  %big = func.call @fib(%n90) : (i64) -> i64
  vector.print %big : i64
  %x = arith.constant 2.0 : f64
  %root = math.sqrt %x : f64
  vector.print %root : f64
  %v = arith.constant dense<[1.5, -2.25, 3.0]> : vector<3xf32>
  vector.print %v : vector<3xf32>
  return
}
