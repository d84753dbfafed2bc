// RUN: loomlir opt %s -lower-vector-mask | FileCheck %s

// vector.mask around transfer reads and writes and gathers becomes their masks; masks with a
// pass-through value for a read, and other masked ops, stay; all-true masks unmask, empty ones go;
// transfer reads proven in bounds say so, and drop all-true masks.

func.func @masked_ops(%m: memref<?xf32>, %s: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %0 = vector.mask %k { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %k { vector.transfer_read %s[%c0], %f : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %k { vector.transfer_read %s[%c6], %f : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %t = arith.constant dense<true> : vector<4xi1>
  %3 = vector.mask %t { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %k { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %4 = vector.mask %k { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %k { } : vector<4xi1>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %5 = vector.mask %k { vector.gather %m[%c0][%idx], %t, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1, %2, %4, %5 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @in_bounds(%m: memref<4x8xf32>, %f: f32) -> (vector<2x4xf32>, vector<4x2xf32>, vector<2xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %m[%c0, %c6], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<2x4xf32>
  %1 = vector.transfer_read %m[%c0, %c3], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<4x2xf32>
  %2 = vector.transfer_read %m[%c3, %c3], %f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<2xf32>
  return %0, %1, %2 : vector<2x4xf32>, vector<4x2xf32>, vector<2xf32>
}
func.func @stays(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>, %f: f32) -> (vector<4xf32>, f32) {
  %0 = vector.mask %k, %v { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : vector<4xf32>, f32
}
func.func @all_true(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %f: f32) -> (vector<4xf32>, f32) {
  %all = vector.constant_mask [4] : vector<4xi1>
  vector.mask %all { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %c4 = arith.constant 4 : index
  %cm = vector.create_mask %c4 : vector<4xi1>
  %0 = vector.mask %cm { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %cm { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : vector<4xf32>, f32
}
func.func @transfer_masks(%m: memref<4x4xf32>, %f: f32) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %full = arith.constant dense<true> : vector<2x3xi1>
  %0 = vector.transfer_read %m[%c1, %c2], %f, %full : memref<4x4xf32>, vector<2x3xf32>
  %k = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %1 = vector.mask %k { vector.transfer_read %m[%c0, %c0], %f : memref<4x4xf32>, vector<2x3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  %2 = arith.addf %0, %1 : vector<2x3xf32>
  return %2 : vector<2x3xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @masked_ops(%arg0: memref<?xf32>, %arg1: memref<8xf32>, %arg2: index, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2], %arg5, %arg3 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0], %arg5, %arg3 {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c6], %arg5, %arg3 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg4, %arg0[%arg2], %arg3 : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: %3 = vector.gather %arg0[%c0] [%cst_0], %arg3, %cst : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: return %0, %1, %2, %arg4, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_bounds(%arg0: memref<4x8xf32>, %arg1: f32) -> (vector<2x4xf32>, vector<4x2xf32>, vector<2xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c6], %arg1 {permutation_map = #map} : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c3], %arg1 {in_bounds = [true, true], permutation_map = #map1} : memref<4x8xf32>, vector<4x2xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c3, %c3], %arg1 {permutation_map = #map2} : memref<4x8xf32>, vector<2xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<2x4xf32>, vector<4x2xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stays(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: f32) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg1], %arg4 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %1 = vector.mask %arg2 { vector.reduction <add>, %arg3 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: return %0, %1 : vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_true(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: f32) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: %0 = vector.create_mask %c4 : vector<4xi1>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1], %arg3, %0 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.mask %0 { vector.reduction <mul>, %arg2 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: return %1, %2 : vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transfer_masks(%arg0: memref<4x4xf32>, %arg1: f32) -> vector<2x3xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c1, %c2], %arg1 {in_bounds = [true, false]} : memref<4x4xf32>, vector<2x3xf32>
// CHECK-NEXT: %1 = vector.create_mask %c1, %c2 : vector<2x3xi1>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %arg1, %1 {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x3xf32>
// CHECK-NEXT: %3 = arith.addf %0, %2 : vector<2x3xf32>
// CHECK-NEXT: return %3 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
