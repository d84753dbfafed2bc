// pfor-add.mlir (../shared/bench) at 256x256 (in cache) and 2500 rounds (5000 calls of @add;
// the diagonal store takes r mod n), run sequentially: C = A + B over memref<?x?xf32>.
// Prints the elapsed seconds, then a checksum.
func.func private @rtclock() -> f64
func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%d0, %d1) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    %y = memref.load %b[%i, %j] : memref<?x?xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i, %j] : memref<?x?xf32>
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %rounds = arith.constant 2500 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf32>
  %B = memref.alloc(%n, %n) : memref<?x?xf32>
  %C = memref.alloc(%n, %n) : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      memref.store %f, %A[%i, %j] : memref<?x?xf32>
      memref.store %f, %B[%i, %j] : memref<?x?xf32>
    }
  }
  call @add(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t0 = call @rtclock() : () -> f64
  scf.for %r = %c0 to %rounds step %c1 {
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %rm = arith.remui %r, %n : index
    memref.store %rf, %A[%rm, %rm] : memref<?x?xf32>
    func.call @add(%A, %C, %B) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    func.call @add(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %zf = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zf) -> (f64) {
    %x = memref.load %C[%i, %i] : memref<?x?xf32>
    %xd = arith.extf %x : f32 to f64
    %acc1 = arith.addf %acc, %xd : f64
    scf.yield %acc1 : f64
  }
  vector.print %sum : f64
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
