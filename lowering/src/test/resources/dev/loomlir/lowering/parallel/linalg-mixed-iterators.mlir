#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#o3 = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @m(%t: memref<2x3x4xf32>, %u: memref<2x4xf32>, %s: memref<f32>) {
  linalg.generic {indexing_maps = [#id3, #o3], iterator_types = ["parallel", "reduction", "parallel"]}
    ins(%t : memref<2x3x4xf32>) outs(%u : memref<2x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.addf %x, %o : f32
    linalg.yield %z : f32
  }
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []}
    outs(%s : memref<f32>) {
  ^bb0(%o: f32):
    %z = arith.addf %o, %o : f32
    linalg.yield %z : f32
  }
  return
}
