func.func @loop_3d(%m: memref<?x?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm3 = arith.constant -3 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  scf.parallel (%i, %j, %l) = (%cm3, %c0, %c1) to (%c7, %n, %c4) step (%c2, %k, %c1) {
    %a = arith.addi %i, %j : index
    %v = memref.load %m[%a, %j, %l] : memref<?x?x?xf32>
    %w = arith.mulf %v, %f : f32
    memref.store %w, %m[%i, %j, %l] : memref<?x?x?xf32>
  }
  return
}
func.func @nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @in_execute(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i] : memref<?xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  return
}
func.func @reduction(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @static_small(%m: memref<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<3x4xf32>
  }
  scf.parallel (%i) = (%c3) to (%c3) step (%c1) {
    memref.store %f, %m[%i, %i] : memref<3x4xf32>
  }
  return
}
