func.func @first(%m: memref<?xf32>, %n: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return
}
func.func @second(%m: memref<?xi32>, %n: index, %s: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %s, %m[%j] : memref<?xi32>
    }
  }
  return
}
