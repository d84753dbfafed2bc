func.func @f(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %m[%i] : memref<?xf32>
  }
  return
}
