#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#o3 = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @m(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %t: memref<2x3x4xf32>, %u: memref<3x4xf32>, %v: memref<4x8xf32>, %r: memref<4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.generic {indexing_maps = [#id3, #o3], iterator_types = ["reduction", "parallel", "parallel"]}
    ins(%t : memref<2x3x4xf32>) outs(%u : memref<3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 0 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %z = arith.addf %x, %o : f32
    %w = arith.addf %z, %kf : f32
    linalg.yield %w : f32
  }
  linalg.map { math.absf } ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.map ins(%a, %v : memref<4x8xf32>, memref<4x8xf32>) outs(%v : memref<4x8xf32>)
    (%x: f32, %y: f32, %init: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
