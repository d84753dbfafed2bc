// Kernels a Java application calls through the generated facade com.example.Kernels
// (see pom.xml and App.java): a scalar one, a memref one and an async one.

// 3x^2 + 2x + 1
func.func @poly(%x: f64) -> f64 {
  %c1 = arith.constant 1.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c3 = arith.constant 3.0 : f64
  %a = arith.mulf %c3, %x : f64
  %b = arith.addf %a, %c2 : f64
  %c = arith.mulf %b, %x : f64
  %r = arith.addf %c, %c1 : f64
  return %r : f64
}

// y = a * x + y, element by element
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %axi = arith.mulf %a, %xi : f32
    %r = arith.addf %axi, %yi : f32
    memref.store %r, %y[%i] : memref<?xf32>
  }
  return
}

// 0 + 1 + ... + (n - 1), the two halves summed by two tasks of the async runtime
func.func @parallel_sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %half = arith.divsi %n, %c2 : i64
  %t1, %low = async.execute -> !async.value<i64> {
    %s = func.call @range_sum(%c0, %half) : (i64, i64) -> i64
    async.yield %s : i64
  }
  %t2, %high = async.execute -> !async.value<i64> {
    %s = func.call @range_sum(%half, %n) : (i64, i64) -> i64
    async.yield %s : i64
  }
  %a = async.await %low : !async.value<i64>
  %b = async.await %high : !async.value<i64>
  %r = arith.addi %a, %b : i64
  return %r : i64
}

func.func private @range_sum(%lo: i64, %hi: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : index
  %l = arith.index_cast %lo : i64 to index
  %h = arith.index_cast %hi : i64 to index
  %sum = scf.for %i = %l to %h step %c1 iter_args(%acc = %c0) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  return %sum : i64
}
