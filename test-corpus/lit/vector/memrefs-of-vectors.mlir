// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Memrefs whose elements are vectors (convert-vector-to-scf's buffers) through the memref ops
// that take them and vector.type_cast, in custom and generic form.

func.func @memrefs_of_vectors(%n: index, %i: index, %v: vector<4xf32>, %s: memref<3x5xf32>) -> vector<4xf32> {
  %0 = memref.alloc(%n) : memref<?xvector<4xf32>>
  %1 = memref.alloca() : memref<8xvector<4xf32>>
  memref.store %v, %0[%i] : memref<?xvector<4xf32>>
  %2 = memref.load %0[%i] : memref<?xvector<4xf32>>
  %3 = memref.cast %1 : memref<8xvector<4xf32>> to memref<?xvector<4xf32>>
  %4 = memref.subview %1[2] [3] [1] : memref<8xvector<4xf32>> to memref<3xvector<4xf32>, strided<[1], offset: 2>>
  %5 = memref.cast %1 : memref<8xvector<4xf32>> to memref<*xvector<4xf32>>
  %6 = memref.rank %5 : memref<*xvector<4xf32>>
  memref.copy %1, %0 : memref<8xvector<4xf32>> to memref<?xvector<4xf32>>
  %7 = vector.load %1[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  vector.store %7, %1[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  %8 = "memref.load"(%4, %i) : (memref<3xvector<4xf32>, strided<[1], offset: 2>>, index) -> vector<4xf32>
  %9 = memref.alloca() : memref<2x3xvector<2x2xi8>>
  %10 = memref.subview %9[0, 1] [1, 2] [1, 1] : memref<2x3xvector<2x2xi8>> to memref<2xvector<2x2xi8>, strided<[1], offset: 1>>
  %11 = vector.type_cast %s : memref<3x5xf32> to memref<vector<3x5xf32>>
  %12 = vector.type_cast %11 : memref<vector<3x5xf32>> to memref<3xvector<5xf32>>
  %13 = "vector.type_cast"(%12) : (memref<3xvector<5xf32>>) -> memref<3x5xf32>
  %14 = memref.load %11[] : memref<vector<3x5xf32>>
  memref.store %14, %11[] : memref<vector<3x5xf32>>
  memref.dealloc %0 : memref<?xvector<4xf32>>
  return %8 : vector<4xf32>
}
// CHECK-LABEL: func.func @memrefs_of_vectors(
// CHECK-SAME:      %[[N:.*]]: index, %[[I:.*]]: index, %[[V:.*]]: vector<4xf32>, %[[S:.*]]: memref<3x5xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xvector<4xf32>>
// CHECK-NEXT:    %[[B:.*]] = memref.alloca() : memref<8xvector<4xf32>>
// CHECK-NEXT:    memref.store %[[V]], %[[A]][%[[I]]] : memref<?xvector<4xf32>>
// CHECK-NEXT:    %{{.*}} = memref.load %[[A]][%[[I]]] : memref<?xvector<4xf32>>
// CHECK-NEXT:    %{{.*}} = memref.cast %[[B]] : memref<8xvector<4xf32>> to memref<?xvector<4xf32>>
// CHECK-NEXT:    %[[SUB:.*]] = memref.subview %[[B]][2] [3] [1] : memref<8xvector<4xf32>> to memref<3xvector<4xf32>, strided<[1], offset: 2>>
// CHECK-NEXT:    %[[U:.*]] = memref.cast %[[B]] : memref<8xvector<4xf32>> to memref<*xvector<4xf32>>
// CHECK-NEXT:    %{{.*}} = memref.rank %[[U]] : memref<*xvector<4xf32>>
// CHECK-NEXT:    memref.copy %[[B]], %[[A]] : memref<8xvector<4xf32>> to memref<?xvector<4xf32>>
// CHECK-NEXT:    %[[L:.*]] = vector.load %[[B]][%[[I]]] : memref<8xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT:    vector.store %[[L]], %[[B]][%[[I]]] : memref<8xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT:    %[[R:.*]] = memref.load %[[SUB]][%[[I]]] : memref<3xvector<4xf32>, strided<[1], offset: 2>>
// CHECK-NEXT:    %[[G:.*]] = memref.alloca() : memref<2x3xvector<2x2xi8>>
// CHECK-NEXT:    %{{.*}} = memref.subview %[[G]][0, 1] [1, 2] [1, 1] : memref<2x3xvector<2x2xi8>> to memref<2xvector<2x2xi8>, strided<[1], offset: 1>>
// CHECK-NEXT:    %[[W:.*]] = vector.type_cast %[[S]] : memref<3x5xf32> to memref<vector<3x5xf32>>
// CHECK-NEXT:    %[[ROWS:.*]] = vector.type_cast %[[W]] : memref<vector<3x5xf32>> to memref<3xvector<5xf32>>
// CHECK-NEXT:    %{{.*}} = vector.type_cast %[[ROWS]] : memref<3xvector<5xf32>> to memref<3x5xf32>
// CHECK-NEXT:    %[[WV:.*]] = memref.load %[[W]][] : memref<vector<3x5xf32>>
// CHECK-NEXT:    memref.store %[[WV]], %[[W]][] : memref<vector<3x5xf32>>
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<?xvector<4xf32>>
// CHECK-NEXT:    return %[[R]] : vector<4xf32>

// GENERIC:      %{{.*}} = "vector.type_cast"(%arg3) : (memref<3x5xf32>) -> memref<vector<3x5xf32>>
// GENERIC-NEXT: %{{.*}} = "vector.type_cast"(%{{.*}}) : (memref<vector<3x5xf32>>) -> memref<3xvector<5xf32>>
// GENERIC-NEXT: %{{.*}} = "vector.type_cast"(%{{.*}}) : (memref<3xvector<5xf32>>) -> memref<3x5xf32>
// GENERIC-NEXT: %{{.*}} = "memref.load"(%{{.*}}) : (memref<vector<3x5xf32>>) -> vector<3x5xf32>
// GENERIC-NEXT: "memref.store"(%{{.*}}, %{{.*}}) : (vector<3x5xf32>, memref<vector<3x5xf32>>) -> ()
