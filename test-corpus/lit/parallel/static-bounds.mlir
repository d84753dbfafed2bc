// RUN: loomlir opt %s --split-input-file --async-parallel-for=num-workers=-1 | FileCheck %s

// Static inner trip counts (product <= 512): a second compute function iterates the inner
// loops over their whole range, used when the block size is at least their product; the
// block size is then rounded up to a multiple of it. The worker count comes from the runtime
// and is scaled by the oversharding factor. Expected IR from mlir-opt-22.

// CHECK-LABEL: func.func @aligned(
// CHECK-SAME:    %[[M:[a-z0-9]+]]: memref<?x10xf32>, %[[N:[a-z0-9]+]]: index)
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : index
// CHECK-DAG:     %[[C1000:.*]] = arith.constant 1000 : index
// CHECK:         %[[TRIPS:.*]] = arith.muli %[[N]], %[[C10]] : index
// CHECK:         %[[WORKERS:.*]] = async.runtime.num_worker_threads : index
// CHECK:         arith.cmpi sgt, %[[WORKERS]], %{{.*}} : index
// CHECK:         %[[W32:.*]] = arith.index_cast %[[WORKERS]] : index to i32
// CHECK-NEXT:    %[[WF:.*]] = arith.sitofp %[[W32]] : i32 to f32
// CHECK-NEXT:    %[[SCALED:.*]] = arith.mulf %{{.*}}, %[[WF]] : f32
// CHECK-NEXT:    %[[SI:.*]] = arith.fptosi %[[SCALED]] : f32 to i32
// CHECK-NEXT:    %[[SW:.*]] = arith.index_cast %[[SI]] : i32 to index
// CHECK-NEXT:    %[[MAX_BLOCKS:.*]] = arith.maxsi %[[SW]], %{{.*}} : index
// CHECK-NEXT:    %[[PER:.*]] = arith.ceildivsi %[[TRIPS]], %[[MAX_BLOCKS]] : index
// CHECK-NEXT:    %[[AT_LEAST:.*]] = arith.maxsi %[[PER]], %[[C1000]] : index
// CHECK-NEXT:    %[[BLOCK_SIZE:.*]] = arith.minsi %[[TRIPS]], %[[AT_LEAST]] : index
// CHECK-NEXT:    %[[BLOCK_COUNT:.*]] = arith.ceildivsi %[[TRIPS]], %[[BLOCK_SIZE]] : index
// CHECK-NEXT:    %[[USE_ALIGNED:.*]] = arith.cmpi sge, %[[BLOCK_SIZE]], %[[C10]] : index
// CHECK-NEXT:    scf.if %[[USE_ALIGNED]] {
// CHECK-NEXT:      %[[ROUNDS:.*]] = arith.ceildivsi %[[BLOCK_SIZE]], %[[C10]] : index
// CHECK-NEXT:      %[[ALIGNED_SIZE:.*]] = arith.muli %[[ROUNDS]], %[[C10]] : index
// CHECK:             func.call @parallel_compute_fn_with_aligned_loops(%{{.*}}, %[[ALIGNED_SIZE]],
// CHECK:             func.call @async_dispatch_fn(%{{.*}}, %{{.*}}, %[[BLOCK_COUNT]], %[[ALIGNED_SIZE]],
// CHECK:         } else {
// CHECK:             func.call @parallel_compute_fn(%{{.*}}, %[[BLOCK_SIZE]],
// CHECK:             func.call @async_dispatch_fn_0(%{{.*}}, %{{.*}}, %[[BLOCK_COUNT]], %[[BLOCK_SIZE]],

// CHECK-LABEL: func.func private @parallel_compute_fn_with_aligned_loops(
// CHECK-DAG:     %[[AC0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[AC1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[AC10:.*]] = arith.constant 10 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[AC1]] {
// CHECK-NOT:       arith.select
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[AC0]] to %[[AC10]] step %[[AC1]] {
// CHECK-NEXT:        memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<?x10xf32>
// CHECK-LABEL: func.func private @async_dispatch_fn(
// CHECK:         call @parallel_compute_fn_with_aligned_loops(
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK:         arith.select
// CHECK:         arith.select
// CHECK-LABEL: func.func private @async_dispatch_fn_0(
// CHECK:         call @parallel_compute_fn(
func.func @aligned(%m: memref<?x10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c10) step (%c1, %c1) {
    memref.store %one, %m[%i, %j] : memref<?x10xf32>
  }
  return
}

// -----

// Fully static bounds fold: negative lower bound, a step that does not divide the range
// ((7 - -3) ceildiv 2 = 5 iterations) and an empty dimension (4 to 4) make 0 iterations, so
// the empty-range test folds to true.
// CHECK-LABEL: func.func @empty(
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         scf.if %[[TRUE]] {
// CHECK-NEXT:    } else {
func.func @empty(%m: memref<?x?xf32>) {
  %cm3 = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%cm3, %c4) to (%c7, %c4) step (%c2, %c2) {
    memref.store %one, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
