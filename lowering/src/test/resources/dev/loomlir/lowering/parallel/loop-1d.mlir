func.func @loop_1d(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%arg0) to (%arg1) step (%arg2) {
    memref.store %one, %arg3[%i] : memref<?xf32>
  }
  return
}
