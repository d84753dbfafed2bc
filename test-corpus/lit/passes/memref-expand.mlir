// RUN: loomlir opt %s --memref-expand | FileCheck %s
// memref.reshape with a shape of static length becomes memref.reinterpret_cast; everything else
// stays (checked against mlir-opt-22, which builds the same ops in the same order).

// Sizes come from the shape operand innermost first; a static size is also materialized as a
// constant, and a stride is folded only while both factors are static.
func.func @mixed(%src: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x?x8xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %r : memref<?x?x8xf32>
}
// CHECK-LABEL: func.func @mixed(%arg0: memref<*xf32>, %arg1: memref<3xi32>) -> memref<?x?x8xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<3xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.muli %c8_0, %1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %arg1[%c0] : memref<3xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : i32 to index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%4, %1, 8], strides: [%2, 8, 1] : memref<*xf32> to memref<?x?x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x8xf32>

// A dynamic stride times a static size.
func.func @static_between(%src: memref<*xf32>, %shape: memref<3xindex>) -> memref<?x4x?xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<3xindex>) -> memref<?x4x?xf32>
  return %r : memref<?x4x?xf32>
}
// CHECK-LABEL: func.func @static_between(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c2] : memref<3xindex>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.muli %c1, %0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = arith.muli %1, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %arg1[%c0] : memref<3xindex>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%3, 4, %0], strides: [%2, %1, 1] : memref<*xf32> to memref<?x4x?xf32>

// All static: no loads, no arithmetic, only the (unused) size constants.
func.func @static(%src: memref<6xf32>, %shape: memref<2xindex>) -> memref<2x3xf32> {
  %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  return %r : memref<2x3xf32>
}
// CHECK-LABEL: func.func @static(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>

// Rank 0 and an i64 shape; a memory space is kept.
func.func @scalar(%src: memref<1xf32>, %shape: memref<0xindex>) -> memref<f32> {
  %r = memref.reshape %src(%shape) : (memref<1xf32>, memref<0xindex>) -> memref<f32>
  return %r : memref<f32>
}
// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<1xf32> to memref<f32>

func.func @wide(%src: memref<6xi8, 3>, %shape: memref<1xi64>) -> memref<?xi8, 3> {
  %r = memref.reshape %src(%shape) : (memref<6xi8, 3>, memref<1xi64>) -> memref<?xi8, 3>
  return %r : memref<?xi8, 3>
}
// CHECK-LABEL: func.func @wide(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<1xi64>
// CHECK-NEXT: %1 = arith.index_cast %0 : i64 to index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%1], strides: [1] : memref<6xi8, 3> to memref<?xi8, 3>

// A shape of dynamic length (an unranked result) and every atomic_rmw kind stay.
func.func @unchanged(%src: memref<6xf32>, %shape: memref<?xindex>, %m: memref<10xf32>, %v: f32, %i: index) -> memref<*xf32> {
  %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %r : memref<*xf32>
}
// CHECK-LABEL: func.func @unchanged(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw maximumf %arg3, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw minnumf %arg3, %arg2[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: return %reshape : memref<*xf32>
