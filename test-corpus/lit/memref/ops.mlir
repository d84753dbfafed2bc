// RUN: loomlir opt %s | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-DAG: #map3 = affine_map<(d0, d1) -> (d1 * 5 + d0)>
// CHECK-DAG: #map4 = affine_map<(d0, d1)[s0] -> (d0 * 5 + s0 + d1)>
// CHECK-DAG: #map5 = affine_map<(d0, d1)[s0] -> (d1 + d0 * s0 - d1 * 3 + 2)>

// CHECK: memref.global "private" constant @gconst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global "private" constant @gconst : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK: memref.global @guninit : memref<3xf16> = uninitialized
memref.global @guninit : memref<3xf16> = uninitialized
// CHECK: memref.global "private" @gextern : memref<4xi32>
memref.global "private" @gextern : memref<4xi32>
// CHECK: memref.global @galigned : memref<2x2xf32> = dense<0.000000e+00> {alignment = 64 : i64}
memref.global @galigned : memref<2x2xf32> = dense<0.0> {alignment = 64}
// CHECK: memref.global "private" constant @gscalar : memref<i64> = dense<7>
memref.global "private" constant @gscalar : memref<i64> = dense<7>

// CHECK-LABEL: func.func @alloc_forms(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x64xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg1) {alignment = 16 : i64} : memref<?x?xi32, 1>
// CHECK-NEXT: %alloc_2 = memref.alloc()[%arg1] : memref<8x64xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f64>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg0) {alignment = 8 : i64} : memref<?xi8>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: memref.dealloc %alloc : memref<8x64xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_forms(%d: index, %s: index) {
  %0 = memref.alloc() : memref<8x64xf32>
  %1 = memref.alloc(%d) : memref<4x?xf32>
  %2 = memref.alloc(%d, %s) {alignment = 16} : memref<?x?xi32, 1>
  %3 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %4 = memref.alloca() : memref<f64>
  %5 = memref.alloca(%d) {alignment = 8} : memref<?xi8>
  %6 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
  memref.dealloc %0 : memref<8x64xf32>
  memref.dealloc %1 : memref<4x?xf32>
  return
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<4x4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: memref<f32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: %2 = memref.load %arg5[] : memref<f32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] : memref<4x4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg4, %arg5[] : memref<f32>
// CHECK-NEXT: %3 = memref.load %arg0[%arg2, %arg3] {alignment = 16 : i64} : memref<4x4xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x4xf32>, %u: memref<*xf32>, %i: index, %j: index, %v: f32, %z: memref<f32>) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x4xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x4xf32>
  %2 = memref.load %z[] : memref<f32>
  memref.store %v, %m[%i, %j] : memref<4x4xf32>
  memref.store %0, %m[%j, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %v, %z[] : memref<f32>
  %3 = memref.load %m[%i, %j] {alignment = 16} : memref<4x4xf32>
  return %2 : f32
}

// CHECK-LABEL: func.func @dims(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %1 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT: return %dim, %0, %dim_0 : index, index, index
// CHECK-NEXT: }
func.func @dims(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %0 = memref.dim %m, %i : memref<4x?xf32>
  %1 = memref.rank %u : memref<*xf32>
  %2 = memref.rank %m : memref<4x?xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  return %0, %1, %3 : index, index, index
}

// CHECK-LABEL: func.func @casts(%arg0: memref<4x4xf32>, %arg1: memref<*xf32>, %arg2: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?x?xf32> to memref<4x4xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4x4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_3 = memref.cast %arg2 : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.copy %arg1, %cast_1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%m: memref<4x4xf32>, %u: memref<*xf32>, %s: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x4xf32>
  %2 = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %4 = memref.cast %s : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  memref.copy %m, %0 : memref<4x4xf32> to memref<?x?xf32>
  memref.copy %u, %2 : memref<*xf32> to memref<*xf32>
  return
}

// CHECK-LABEL: func.func @views(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: memref<*xf32>, %arg4: memref<2048xi8>) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [2, %arg2] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[1, 1] [4, 4] [2, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT: %subview_2 = memref.subview %subview_0[%arg1, %arg2] [%arg1, %arg2] [%arg1, %arg2] : memref<4x4xf32, strided<[16, 2], offset: 9>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [0], sizes: [%arg1, 10], strides: [1, %arg2] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
// CHECK-NEXT: %reinterpret_cast_3 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %view = memref.view %arg4[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_4 = memref.view %arg4[%arg1][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%alloc) : (memref<8x8xf32>, memref<2xi32>) -> memref<4x16xf32>
// CHECK-NEXT: %alloc_5 = memref.alloc(%arg1) : memref<?xindex>
// CHECK-NEXT: %reshape_6 = memref.reshape %arg3(%alloc_5) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @views(%m: memref<8x8xf32>, %i: index, %j: index, %u: memref<*xf32>, %b: memref<2048xi8>) {
  %0 = memref.subview %m[%i, 1] [2, %j] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %m[1, 1] [4, 4] [2, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
  %2 = memref.subview %m[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  %3 = memref.subview %1[%i, %j] [%i, %j] [%i, %j] : memref<4x4xf32, strided<[16, 2], offset: 9>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
  %5 = memref.reinterpret_cast %m to offset: [%i], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32, strided<[1], offset: ?>>
  %6 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %7 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %c = memref.alloc() : memref<2xi32>
  %8 = memref.reshape %m(%c) : (memref<8x8xf32>, memref<2xi32>) -> memref<4x16xf32>
  %d = memref.alloc(%i) : memref<?xindex>
  %9 = memref.reshape %u(%d) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return
}

// CHECK-LABEL: func.func @reshapes(%arg0: memref<4x4xf32>, %arg1: memref<?x32xf32>, %arg2: index, %arg3: index, %arg4: memref<4x4xf32, strided<[8, 1]>>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<?x32xf32> into memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %arg4 {{\[\[}}0], [1]] : memref<4x4xf32, strided<[8, 1]>> into memref<4x4xf32, strided<[8, 1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reshapes(%m: memref<4x4xf32>, %d: memref<?x32xf32>, %s0: index, %s1: index, %st: memref<4x4xf32, strided<[8, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %2 = memref.expand_shape %d [[0, 1], [2]] output_shape [%s0, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %3 = memref.collapse_shape %d [[0, 1]] : memref<?x32xf32> into memref<?xf32>
  %z = memref.alloc() : memref<1x1xf32>
  %4 = memref.collapse_shape %z [] : memref<1x1xf32> into memref<f32>
  %5 = memref.collapse_shape %st [[0], [1]] : memref<4x4xf32, strided<[8, 1]>> into memref<4x4xf32, strided<[8, 1]>>
  return
}

// CHECK-LABEL: func.func @metadata(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: memref<f32>) -> index {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg2 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
func.func @metadata(%m: memref<4x?xf32>, %u: memref<*xf32>, %z: memref<f32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %a = memref.assume_alignment %m, 16 : memref<4x?xf32>
  return %p : index
}

// CHECK-LABEL: func.func @atomics(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg4, %arg1[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw ori %arg4, %arg1[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %4 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %5 = arith.addf %cst, %arg5 : f32
// CHECK-NEXT: memref.atomic_yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
func.func @atomics(%m: memref<10xf32>, %n: memref<10xi32>, %i: index, %v: f32, %w: i32) -> f32 {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %n[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw ori %w, %n[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f32
    %inc = arith.addf %c, %cur : f32
    memref.atomic_yield %inc : f32
  }
  return %4 : f32
}

// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @gconst : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @gscalar : memref<i64>
// CHECK-NEXT: %2 = memref.get_global @galigned : memref<2x2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @gconst : memref<2xf32>
  %1 = memref.get_global @gscalar : memref<i64>
  %2 = memref.get_global @galigned : memref<2x2xf32>
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @scopes(%v: f32) -> f32 {
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  return %r : f32
}

// CHECK-LABEL: func.func @memory_spaces(%arg0: memref<4xf32, 3>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, 3>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32, #map1, 2>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @memory_spaces(%m: memref<4xf32, 3>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32, 3>
  %1 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>
  return %0 : f32
}

// The permutation prints as a bare map; the result type may spell the permuted layout as a
// strided<> or an affine map, or as no layout when it is the row-major one.
// CHECK-LABEL: func.func @transposes(%arg0: memref<?x?xf32>, %arg1: memref<4x5xf32>, %arg2: memref<2x3x4xf32>, %arg3: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map2>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
// CHECK-NEXT: %transpose_1 = memref.transpose %arg2 (d0, d1, d2) -> (d2, d0, d1) {tag} : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: %transpose_2 = memref.transpose %arg1 (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32>
// CHECK-NEXT: %transpose_3 = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32, #map3>
// CHECK-NEXT: %transpose_4 = memref.transpose %arg3 (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
// CHECK-NEXT: %transpose_5 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transposes(%m: memref<?x?xf32>, %s: memref<4x5xf32>, %t: memref<2x3x4xf32>, %v: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %1 = memref.transpose %s (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  %2 = memref.transpose %t (a, b, c) -> (c, a, b) {tag} : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %3 = memref.transpose %s (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  %4 = memref.transpose %s (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  %5 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %6 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return
}

// Layout maps are built as MLIR's expression builders build them: a symbolic term moves right
// of a dimensional one, constants gather at the end.
// CHECK-LABEL: func.func @layout_maps(%arg0: memref<4x5xf32, #map4>, %arg1: memref<4x5xf32, #map5>) {
func.func @layout_maps(%a: memref<4x5xf32, affine_map<(d0, d1)[s0] -> (s0 + d0 * 5 + d1)>>, %b: memref<4x5xf32, affine_map<(d0, d1)[s0] -> (d1 + 2 + d0 * s0 - d1 * 3)>>) {
  return
}

// CHECK-LABEL: func.func @reallocs(%arg0: memref<4xf32>, %arg1: memref<?xi8, 1>, %arg2: index) {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %1 = memref.realloc %arg1(%arg2) : memref<?xi8, 1> to memref<?xi8, 1>
// CHECK-NEXT: %2 = memref.realloc %arg0 {alignment = 16 : i64} : memref<4xf32> to memref<2xf32>
// CHECK-NEXT: %3 = memref.realloc %arg1 : memref<?xi8, 1> to memref<16xi8, strided<[1]>, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reallocs(%m: memref<4xf32>, %d: memref<?xi8, 1>, %n: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %d(%n) : memref<?xi8, 1> to memref<?xi8, 1>
  %2 = memref.realloc %m {alignment = 16} : memref<4xf32> to memref<2xf32>
  %3 = memref.realloc %d : memref<?xi8, 1> to memref<16xi8, strided<[1]>, 1>
  return
}

// CHECK-LABEL: func.func @prefetches(%arg0: memref<8x8xf32>, %arg1: memref<i32>, %arg2: index) {
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, data : memref<8x8xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<0>, instr : memref<8x8xf32>
// CHECK-NEXT: memref.prefetch %arg1[], read, locality<1>, instr : memref<i32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<2>, data : memref<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @prefetches(%m: memref<8x8xf32>, %z: memref<i32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<8x8xf32>
  memref.prefetch %z[], read, locality<1>, instr : memref<i32>
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 2 : i32}> : (memref<8x8xf32>, index, index) -> ()
  return
}

// CHECK-LABEL: func.func @memory_space_casts(%arg0: memref<4x?xf32, 1>, %arg1: memref<*xi32>, %arg2: memref<4xf32, strided<[2], offset: ?>>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4x?xf32, 1> to memref<4x?xf32>
// CHECK-NEXT: %memspacecast_0 = memref.memory_space_cast %arg1 : memref<*xi32> to memref<*xi32, 3>
// CHECK-NEXT: %memspacecast_1 = memref.memory_space_cast %arg2 : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[2], offset: ?>, 5>
// CHECK-NEXT: %memspacecast_2 = memref.memory_space_cast %arg0 : memref<4x?xf32, 1> to memref<4x?xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory_space_casts(%m: memref<4x?xf32, 1>, %u: memref<*xi32>, %s: memref<4xf32, strided<[2], offset: ?>>) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32, 1> to memref<4x?xf32>
  %1 = memref.memory_space_cast %u : memref<*xi32> to memref<*xi32, 3>
  %2 = memref.memory_space_cast %s : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[2], offset: ?>, 5>
  %3 = memref.memory_space_cast %m : memref<4x?xf32, 1> to memref<4x?xf32, 1>
  return
}
