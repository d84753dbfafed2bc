// RUN: loomlir opt %s | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #map4 = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map5 = affine_map<(d0, d1) -> ()>

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0, d1) -> ()>
#mA = affine_map<(d0, d1, d2) -> (d2, d0)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @named(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: f32, %arg4: memref<4x8xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg3 : f32) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.fill {note = "x"} ins(%arg3 : f32) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @named(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %f: f32, %a2: memref<4x8xf32>) {
  linalg.fill ins(%f : f32) outs(%c : memref<4x16xf32>)
  linalg.fill {note = "x"} ins(%f : f32) outs(%a : memref<4x8xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a2 : memref<4x8xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @matmul_forms(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xi32>, %arg3: memref<8x4xf32>, %arg4: memref<8x16xf32>, %arg5: memref<4x16xf32>, %arg6: memref<?x?xf64>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg4 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg5 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT: linalg.matmul ins(%arg6, %arg6 : memref<?x?xf64>, memref<?x?xf64>) outs(%arg6 : memref<?x?xf64>)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_forms(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>, %at: memref<8x4xf32>, %bt: memref<8x16xf32>, %ct: memref<4x16xf32>, %d: memref<?x?xf64>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul indexing_maps = [#mA, #mB, #mC] ins(%at, %bt : memref<8x4xf32>, memref<8x16xf32>) outs(%ct : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul ins(%d, %d : memref<?x?xf64>, memref<?x?xf64>) outs(%d : memref<?x?xf64>)
  return
}

// CHECK-LABEL: func.func @generic(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>, %arg2: f32) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {doc = "splat", indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"], library_call = "splat_f32"} ins(%arg2 : f32) outs(%arg0 : memref<4x8xf32>) attrs =  {tag = 2 : i64} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @generic(%a: memref<4x8xf32>, %r: memref<4xf32>, %s: f32) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    %s2 = arith.addf %x, %y : f32
    linalg.yield %s2 : f32
  }
  linalg.generic {indexing_maps = [#scalar, #id2], iterator_types = ["parallel", "parallel"], doc = "splat", library_call = "splat_f32"} ins(%s : f32) outs(%a : memref<4x8xf32>) attrs = {tag = 2} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x8xf32>) {
  ^bb0(%y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %v = arith.sitofp %c : i32 to f32
    linalg.yield %v : f32
  }
  return
}

// CHECK-LABEL: func.func @map_reduce(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4xf32>, %arg3: memref<f32>, %arg4: memref<8xf32>) {
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.mulf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.reduce ins(%arg4 : memref<8xf32>) outs(%arg3 : memref<f32>) dimensions = [0]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.maximumf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce { arith.mulf } ins(%arg0 : memref<4x8xf32>) outs(%arg3 : memref<f32>) dimensions = [0, 1]  {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @map_reduce(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %r: memref<4xf32>, %t: memref<f32>, %v: memref<8xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.map ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
    (%x: f32, %o: f32) {
      %n = arith.mulf %x, %o : f32
      linalg.yield %n : f32
    }
  linalg.map outs(%b : memref<4x8xf32>)
    (%o: f32) {
      %z = arith.constant 0.0 : f32
      linalg.yield %z : f32
    }
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  linalg.reduce ins(%v : memref<8xf32>) outs(%t : memref<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  linalg.reduce { arith.mulf } ins(%a : memref<4x8xf32>) outs(%t : memref<f32>) dimensions = [0, 1] {tag}
  return
}
