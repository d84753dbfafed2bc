// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s

// Integer memory space 0 is the default memory space: `memref<..., 0>` and `memref<...>` are one
// type (a value defined as one may be used as the other), printed without the 0.

// CHECK-LABEL: func.func @same_type(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: memref<4xf32>) -> memref<4xf32> {
func.func @same_type(%a: memref<4xf32, 0>, %b: memref<*xf32, 0 : i32>, %c: memref<4xf32, affine_map<(d0) -> (d0)>, 0>) -> memref<4xf32> {
  // CHECK-NEXT: %cast = memref.cast %arg1 : memref<*xf32> to memref<?xf32>
  %v = memref.cast %b : memref<*xf32> to memref<?xf32, 0>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: memref.load %cast[%c0] : memref<?xf32>
  %x = memref.load %v[%c0] : memref<?xf32>
  // CHECK-NEXT: memref.store %{{.*}}, %arg2[%c0] : memref<4xf32>
  memref.store %x, %c[%c0] : memref<4xf32, 0>
  // CHECK-NEXT: return %arg0 : memref<4xf32>
  return %a : memref<4xf32>
}

// Other memory spaces stay part of the type.
// CHECK-LABEL: func.func @other_space(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
func.func @other_space(%a: memref<4xf32, 1>) -> memref<4xf32, 1> {
  return %a : memref<4xf32, 1>
}
