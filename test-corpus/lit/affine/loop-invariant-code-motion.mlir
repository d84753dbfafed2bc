// RUN: loomlir opt %s -affine-loop-invariant-code-motion | FileCheck %s
// RUN: loomlir opt %s --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion))' | FileCheck %s

// affine-loop-invariant-code-motion as mlir-opt-22 runs it: innermost loops first; ops that use
// neither the induction variable, nor an iter_arg, nor a body op that stays move before the loop,
// nested if/for ops as a whole; affine loads and stores stay only when another op in the loop
// writes (for a store: reads or writes) their memref. As upstream, calls and zero-trip loops do
// not stop loads from moving.

func.func @nested(%A: memref<10xf32>, %B: memref<10xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i] : memref<10xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %B[%i] : memref<10xf32>
      %x = affine.load %B[%j] : memref<10xf32>
    }
  }
  return
}
func.func @if_hoist(%A: memref<10xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 >= 3)>()[%n] {
      %v = arith.addf %c, %c : f32
    } else {
      %w = arith.mulf %c, %c : f32
    }
    affine.if affine_set<(d0) : (d0 >= 3)>(%i) {
      %v = arith.addf %c, %c : f32
    }
  }
  return
}
func.func @iter(%A: memref<10xf32>) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%s = %c) -> (f32) {
    %t = arith.addf %s, %c : f32
    %u = arith.mulf %c, %c : f32
    %v = arith.addf %u, %c : f32
    affine.yield %t : f32
  }
  return %r : f32
}
func.func @inner_loop_invariant(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<10xf32>
      affine.store %v, %B[%j] : memref<10xf32>
    }
  }
  return
}
func.func @call(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    func.call @g() : () -> ()
    %v = affine.load %A[0] : memref<10xf32>
  }
  return
}
func.func private @g()
func.func @store_read(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %A[0] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
  }
  return
}
func.func @use_of_unhoisted(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.if affine_set<() : (0 == 0)>() {
      %w = arith.addf %v, %c : f32
    }
  }
  return
}
func.func @dyn(%A: memref<10xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    %v = affine.load %A[0] : memref<10xf32>
    %w = arith.addf %c, %c : f32
  }
  return
}
func.func @disjoint(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<10xf32>
    affine.store %v, %A[5] : memref<10xf32>
  }
  return
}
func.func @zero(%A: memref<10xf32>) {
  affine.for %i = 0 to 0 {
    %v = affine.load %A[0] : memref<10xf32>
  }
  return
}

func.func @vector_accesses(%A: memref<100xf32>, %B: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %A[%n] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %B[%i] : memref<100xf32>, vector<8xf32>
    %w = affine.vector_load %B[%n] : memref<100xf32>, vector<8xf32>
    %u = affine.vector_load %A[%n + 50] : memref<100xf32>, vector<8xf32>
    affine.vector_store %u, %B[%n + 20] : memref<100xf32>, vector<8xf32>
  }
  return
}

// Expected output: mlir-opt-22 -affine-loop-invariant-code-motion on this file.
// CHECK-DAG: #set = affine_set<()[s0] : (s0 - 3 >= 0)>
// CHECK-DAG: #set1 = affine_set<(d0) : (d0 - 3 >= 0)>
// CHECK-DAG: #set2 = affine_set<() : (0 == 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @nested(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %arg2: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg4] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_hoist(%arg0: memref<10xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.if #set()[%arg1] {
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = arith.mulf %cst, %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.if #set1(%arg2) {
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: memref<10xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %cst, %cst : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: %2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %3 = arith.addf %arg2, %cst : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_loop_invariant(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @call(%arg0: memref<10xf32>) {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: func.call @g() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @g()
// CHECK-LABEL: func.func @store_read(%arg0: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.store %cst, %arg0[0] : memref<10xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use_of_unhoisted(%arg0: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: affine.if #set2() {
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: memref<10xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @disjoint(%arg0: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[5] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero(%arg0: memref<10xf32>) {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 0 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_accesses(%arg0: memref<100xf32>, %arg1: memref<100xf32>, %arg2: index) {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg2] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg2 + 50] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.vector_store %0, %arg1[%arg3] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: %2 = affine.vector_load %arg1[%arg2] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %1, %arg1[%arg2 + 20] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
