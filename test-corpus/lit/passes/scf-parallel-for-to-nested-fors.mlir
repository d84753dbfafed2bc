// RUN: loomlir opt %s --scf-parallel-for-to-nested-fors | FileCheck %s
// Parallel loops without reductions become scf.for nests; loops with reductions stay (checked against mlir-opt-22).

func.func @one_dim(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %m[%i] : memref<?xf32>
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}
// CHECK-LABEL: func.func @one_dim(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @three_dims(%m: memref<?x?x?xf32>, %a: index, %b: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j, %k) = (%c0, %a, %c1) to (%a, %b, %b) step (%c1, %s, %c2) {
    %x = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %x, %m[%k, %j, %i] : memref<?x?x?xf32>
  }
  return
}
// CHECK-LABEL: func.func @three_dims(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: scf.for %arg6 = %c1 to %arg2 step %c2 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg5, %arg6] : memref<?x?x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg6, %arg5, %arg4] : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %x, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
// CHECK-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @reduction(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @reduction(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
