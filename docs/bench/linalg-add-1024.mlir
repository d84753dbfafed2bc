// 1024x1024 dynamic linalg.generic add (in the spirit of upstream's
// microbench-linalg-async-parallel-for): 100 timed calls after one warm-up call.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func private @rtclock() -> f64
func.func @linalg_generic(%lhs: memref<?x?xf32>, %rhs: memref<?x?xf32>, %sum: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%lhs, %rhs : memref<?x?xf32>, memref<?x?xf32>) outs(%sum : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}
func.func @entry() {
  %f1 = arith.constant 1.0 : f32
  %f4 = arith.constant 4.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %calls = arith.constant 100 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf32>
  %B = memref.alloc(%n, %n) : memref<?x?xf32>
  %C = memref.alloc(%n, %n) : memref<?x?xf32>
  linalg.fill ins(%f1 : f32) outs(%A : memref<?x?xf32>)
  linalg.fill ins(%f4 : f32) outs(%B : memref<?x?xf32>)
  call @linalg_generic(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %calls step %c1 {
    func.call @linalg_generic(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %x = memref.load %C[%c1, %c1] : memref<?x?xf32>
  vector.print %x : f32
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
