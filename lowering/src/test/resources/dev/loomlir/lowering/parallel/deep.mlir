func.func @deep(%m: memref<?x?x?xf32>, %n: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.addf %s, %s : f32
    scf.for %q = %c0 to %c2 step %c1 {
      scf.parallel (%j) = (%c0) to (%n) step (%c2) {
        scf.parallel (%k) = (%n) to (%c0) step (%c1) {
          memref.store %x, %m[%i, %j, %k] : memref<?x?x?xf32>
        }
      }
    }
  }
  return
}
func.func @second(%m: memref<?xf32>, %n: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return
}
func.func @one_iter(%m: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  scf.parallel (%i, %j) = (%c5, %c0) to (%c6, %c1) step (%c1, %c1) {
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return
}
func.func @neg_step(%m: memref<?xf32>, %s: f32) {
  %c-1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c-1, %c0) to (%c10, %c10) step (%c3, %c3) {
    memref.store %s, %m[%j] : memref<?xf32>
  }
  return
}
