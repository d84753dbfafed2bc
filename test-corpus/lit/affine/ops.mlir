// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s

// The custom syntax of every affine op: constant, symbol, map and min/max loop bounds with
// dimensions and symbols, steps, iter_args, integer sets, index expressions over SSA values
// (symbol(%v) for symbols), parallel bands with min/max groups, steps and reductions, the index
// (de)linearizations and prefetches. Printed as mlir-opt-22 prints them (the checks are its
// output), directly and after a round trip through the generic form.

#lb = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 - 1)>
#ub = affine_map<(d0, d1)[s0] -> (d0 + d1, s0 * 4 + 3)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0, d1 == 0)>

func.func @loops(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = %n to %m step 3 {
      affine.for %k = max #lb(%i)[%n] to min #ub(%i, %j)[%m] {
        affine.store %c, %A[%i + %j, %k * 2 - 1] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<()[s0] -> (s0 + 4)>()[%m] {
    %v = affine.load %A[%i mod 4, %i floordiv 4 + symbol(%n)] {nontemporal} : memref<?x?xf32>
  } {some.attr = 3 : i64}
  return
}

func.func @iter_args(%A: memref<100xi32>) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %r:2 = affine.for %i = 0 to 100 step 7 iter_args(%s = %z, %p = %z) -> (i32, i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    %s2 = arith.addi %s, %v : i32
    %p2 = arith.muli %p, %v : i32
    affine.yield %s2, %p2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @conditions(%A: memref<100xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    affine.if #set(%i, %i)[%n] {
      affine.store %c1, %A[%i] : memref<100xf32>
    }
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      affine.store %c0, %A[%i] : memref<100xf32>
    } else {
      affine.store %c1, %A[%i] : memref<100xf32>
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %c0 : f32
  } else {
    affine.yield %c1 : f32
  }
  return %r : f32
}

func.func @index_ops(%a: index, %b: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 floordiv s0)>(%a, %b)[%s]
  %1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%s]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, 100)>(%0)[%s]
  %3 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%a, %b)
  %4 = affine.apply affine_map<() -> (42)>()
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @parallel(%A: memref<100x100xf32>, %n: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  affine.parallel (%i) = (max(%n, 2)) to (min(%n + 10, 90, symbol(%n) * 2)) step (5) {
  }
  affine.parallel (%i, %j, %k) = (%n, 0, %n floordiv 2) to (100, symbol(%n), min(%n + 1, 30)) step (2, 1, 3) {
  }
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (10, 10) reduce ("addf", "addi") -> (f32, i32) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    %c = arith.constant 1 : i32
    affine.yield %v, %c : f32, i32
  }
  affine.parallel () = () to () {
  }
  return %r#0, %r#1 : f32, i32
}

func.func @linearize(%i: index, %j: index, %k: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (2, 3, 4) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (%n) : index
  %2:3 = affine.delinearize_index %0 into (%n, 4) : index, index, index
  %3:2 = affine.delinearize_index %0 into (6, 4) : index, index
  return %0, %1, %2#2 : index, index, index
}

func.func @prefetch(%A: memref<400x400xi32>, %n: index) {
  affine.for %i = 0 to 400 {
    affine.prefetch %A[%i, %i + 5], write, locality<0>, instr : memref<400x400xi32>
    affine.prefetch %A[symbol(%n), %i], read, locality<2>, data {x} : memref<400x400xi32>
  }
  return
}

func.func @zero_rank(%A: memref<f32>) -> f32 {
  %v = affine.load %A[] : memref<f32>
  affine.store %v, %A[] : memref<f32>
  return %v : f32
}

func.func @vector(%A: memref<100x100xf32>, %n: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 16 step 2 iter_args(%acc = %c0) -> index {
    %v = affine.vector_load %A[%i, %i * 8 + symbol(%n)] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%i + 1, 0] {nontemporal} : memref<100x100xf32>, vector<8xf32>
    affine.yield %i : index
  }
  %w = affine.vector_load %A[%r, %r floordiv 2] : memref<100x100xf32>, vector<2x8xf32>
  return %w : vector<2x8xf32>
}

// Expected output: mlir-opt-22 on this file.
// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 - 1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1)[s0] -> (d0 + d1, s0 * 4 + 3)>
// CHECK-DAG: #map2 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map3 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map4 = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 floordiv s0)>
// CHECK-DAG: #map5 = affine_map<()[s0] -> (s0 ceildiv 8)>
// CHECK-DAG: #map6 = affine_map<(d0)[s0] -> (d0 + 4, s0, 100)>
// CHECK-DAG: #map7 = affine_map<(d0, d1) -> (d0 - d1, 0)>
// CHECK-DAG: #map8 = affine_map<() -> (42)>
// CHECK-DAG: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 == 0)>
// CHECK-DAG: #set1 = affine_set<(d0) : (d0 mod 2 == 0)>
// CHECK-DAG: #set2 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.for %arg4 = %arg1 to %arg2 step 3 {
// CHECK-NEXT: affine.for %arg5 = max #map(%arg3)[%arg1] to min #map1(%arg3, %arg4)[%arg2] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg3 + %arg4, %arg5 * 2 - 1] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = #map2(%arg1) to #map3()[%arg2] {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 mod 4, %arg3 floordiv 4 + symbol(%arg1)] {nontemporal} : memref<?x?xf32>
// CHECK-NEXT: } {some.attr = 3 : i64}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter_args(%arg0: memref<100xi32>) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = affine.for %arg1 = 0 to 100 step 7 iter_args(%arg2 = %c0_i32, %arg3 = %c0_i32) -> (i32, i32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<100xi32>
// CHECK-NEXT: %2 = arith.addi %arg2, %1 : i32
// CHECK-NEXT: %3 = arith.muli %arg3, %1 : i32
// CHECK-NEXT: affine.yield %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conditions(%arg0: memref<100xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: affine.if #set(%arg2, %arg2)[%arg1] {
// CHECK-NEXT: affine.store %cst_0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg2) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %cst_0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst_0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map4(%arg0, %arg1)[%arg2]
// CHECK-NEXT: %1 = affine.apply #map5()[%arg2]
// CHECK-NEXT: %2 = affine.min #map6(%0)[%arg2]
// CHECK-NEXT: %3 = affine.max #map7(%arg0, %arg1)
// CHECK-NEXT: %4 = affine.apply #map8()
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) -> (f32, i32) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (100, 100) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg3, %arg2] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (max(%arg1, 2)) to (min(%arg1 + 10, 90, %arg1 * 2)) step (5) {
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2, %arg3, %arg4) = (%arg1, 0, %arg1 floordiv 2) to (100, symbol(%arg1), min(%arg1 + 1, 30)) step (2, 1, 3) {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg2, %arg3) = (0, 0) to (10, 10) reduce ("addf", "addi") -> (f32, i32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: affine.yield %1, %c1_i32 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 3, 4) : index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3) : index
// CHECK-NEXT: %2:3 = affine.delinearize_index %0 into (%arg3, 4) : index, index, index
// CHECK-NEXT: %3:2 = affine.delinearize_index %0 into (6, 4) : index, index
// CHECK-NEXT: return %0, %1, %2#2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prefetch(%arg0: memref<400x400xi32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 400 {
// CHECK-NEXT: affine.prefetch %arg0[%arg2, %arg2 + 5], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg1), %arg2], read, locality<2>, data {x} : memref<400x400xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_rank(%arg0: memref<f32>) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[] : memref<f32>
// CHECK-NEXT: affine.store %0, %arg0[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector(%arg0: memref<100x100xf32>, %arg1: index) -> vector<2x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 16 step 2 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT: %2 = affine.vector_load %arg0[%arg2, %arg2 * 8 + symbol(%arg1)] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %2, %arg0[%arg2 + 1, 0] {nontemporal} : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.vector_load %arg0[%0, %0 floordiv 2] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: return %1 : vector<2x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
