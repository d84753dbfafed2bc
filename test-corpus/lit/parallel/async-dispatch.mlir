// RUN: loomlir opt %s --async-parallel-for | FileCheck %s
// RUN: loomlir opt %s --async-parallel-for=async-dispatch=true | FileCheck %s

// Recursive work splitting: the caller runs a single block inline, or starts the dispatch
// function on a group of blockCount - 1 tasks and awaits it. Expected IR from mlir-opt-22.

// CHECK-LABEL: func.func @loop_1d(
// CHECK-SAME:    %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[STEP:[a-z0-9]+]]: index, %[[MEM:[a-z0-9]+]]: memref<?xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C1000:.*]] = arith.constant 1000 : index
// CHECK:         %[[RANGE:.*]] = arith.subi %[[UB]], %[[LB]] : index
// CHECK:         %[[TRIPS:.*]] = arith.ceildivsi %[[RANGE]], %[[STEP]] : index
// CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[TRIPS]], %[[C0]] : index
// CHECK:         scf.if %[[EMPTY]] {
// CHECK-NEXT:    } else {
// CHECK:           %[[PER_WORKER:.*]] = arith.ceildivsi %[[TRIPS]], %[[C32]] : index
// CHECK:           %[[AT_LEAST:.*]] = arith.maxsi %[[PER_WORKER]], %[[C1000]] : index
// CHECK:           %[[BLOCK_SIZE:.*]] = arith.minsi %[[TRIPS]], %[[AT_LEAST]] : index
// CHECK:           %[[BLOCK_COUNT:.*]] = arith.ceildivsi %[[TRIPS]], %[[BLOCK_SIZE]] : index
// CHECK:           %[[SINGLE:.*]] = arith.cmpi eq, %[[BLOCK_COUNT]], %[[C1]] : index
// CHECK:           scf.if %[[SINGLE]] {
// CHECK-NEXT:        func.call @parallel_compute_fn(%[[C0]], %[[BLOCK_SIZE]], %[[TRIPS]], %[[LB]], %[[UB]], %[[STEP]], %[[MEM]])
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[SIZE:.*]] = arith.subi %[[BLOCK_COUNT]], %[[C1]] : index
// CHECK-NEXT:        %[[GROUP:.*]] = async.create_group %[[SIZE]] : !async.group
// CHECK-NEXT:        func.call @async_dispatch_fn(%[[GROUP]], %[[C0]], %[[BLOCK_COUNT]], %[[BLOCK_SIZE]], %[[TRIPS]], %[[LB]], %[[UB]], %[[STEP]], %[[MEM]])
// CHECK-NEXT:        async.await_all %[[GROUP]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loop_1d(%lb: index, %ub: index, %step: index, %mem: memref<?xf32>) {
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    memref.store %one, %mem[%i] : memref<?xf32>
  }
  return
}

// The compute function runs the flat indices [blockIndex * blockSize, min(+blockSize, trips)).
// The constant used by the body is cloned into it, not passed.
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME:    %[[BLOCK_INDEX:[a-z0-9]+]]: index, %[[BSIZE:[a-z0-9]+]]: index, %[[TRIP_COUNT:[a-z0-9]+]]: index,
// CHECK-SAME:    %[[FLB:[a-z0-9]+]]: index, %[[FUB:[a-z0-9]+]]: index, %[[FSTEP:[a-z0-9]+]]: index, %[[FMEM:[a-z0-9]+]]: memref<?xf32>)
// CHECK-DAG:     %[[FC1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         %[[FIRST:.*]] = arith.muli %[[BLOCK_INDEX]], %[[BSIZE]] : index
// CHECK:         %[[END:.*]] = arith.addi %[[FIRST]], %[[BSIZE]] : index
// CHECK:         %[[CLAMPED:.*]] = arith.minsi %[[END]], %[[TRIP_COUNT]] : index
// CHECK:         %[[LAST:.*]] = arith.subi %[[CLAMPED]], %[[FC1]] : index
// CHECK:         %[[FIRST_COORD:.*]] = arith.remsi %[[FIRST]], %[[TRIP_COUNT]] : index
// CHECK:         %[[LAST_COORD:.*]] = arith.remsi %[[LAST]], %[[TRIP_COUNT]] : index
// CHECK:         %[[END_COORD:.*]] = arith.addi %[[LAST_COORD]], %[[FC1]] : index
// CHECK:         scf.for %[[IV:.*]] = %[[FIRST_COORD]] to %[[END_COORD]] step %[[FC1]] {
// CHECK-NEXT:      %[[SCALED:.*]] = arith.muli %[[IV]], %[[FSTEP]] : index
// CHECK-NEXT:      %[[I:.*]] = arith.addi %[[FLB]], %[[SCALED]] : index
// CHECK-NEXT:      memref.store %[[ONE]], %[[FMEM]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// The dispatch function halves [start, end) until one block is left, starting a task that
// dispatches the upper half each time, then computes the first block itself.
// CHECK-LABEL: func.func private @async_dispatch_fn(
// CHECK-SAME:    %[[DGROUP:[a-z0-9]+]]: !async.group, %[[START:[a-z0-9]+]]: index, %[[DEND:[a-z0-9]+]]: index,
// CHECK-SAME:    %[[DSIZE:[a-z0-9]+]]: index, %[[DTRIPS:[a-z0-9]+]]: index, %[[DLB:[a-z0-9]+]]: index,
// CHECK-SAME:    %[[DUB:[a-z0-9]+]]: index, %[[DSTEP:[a-z0-9]+]]: index, %[[DMEM:[a-z0-9]+]]: memref<?xf32>)
// CHECK-DAG:     %[[DC1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[DC2:.*]] = arith.constant 2 : index
// CHECK:         scf.while (%[[S:.*]] = %[[START]], %[[E:.*]] = %[[DEND]]) : (index, index) -> (index, index) {
// CHECK-NEXT:      %[[DIST:.*]] = arith.subi %[[E]], %[[S]] : index
// CHECK-NEXT:      %[[MORE:.*]] = arith.cmpi sgt, %[[DIST]], %[[DC1]] : index
// CHECK-NEXT:      scf.condition(%[[MORE]]) %[[S]], %[[E]] : index, index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[S2:.*]]: index, %[[E2:.*]]: index):
// CHECK-NEXT:      %[[DIST2:.*]] = arith.subi %[[E2]], %[[S2]] : index
// CHECK-NEXT:      %[[HALF:.*]] = arith.divsi %[[DIST2]], %[[DC2]] : index
// CHECK-NEXT:      %[[MID:.*]] = arith.addi %[[S2]], %[[HALF]] : index
// CHECK-NEXT:      %[[TOKEN:.*]] = async.execute {
// CHECK-NEXT:        func.call @async_dispatch_fn(%[[DGROUP]], %[[MID]], %[[E2]], %[[DSIZE]], %[[DTRIPS]], %[[DLB]], %[[DUB]], %[[DSTEP]], %[[DMEM]])
// CHECK-NEXT:        async.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      async.add_to_group %[[TOKEN]], %[[DGROUP]] : !async.token
// CHECK-NEXT:      scf.yield %[[S2]], %[[MID]] : index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    call @parallel_compute_fn(%[[START]], %[[DSIZE]], %[[DTRIPS]], %[[DLB]], %[[DUB]], %[[DSTEP]], %[[DMEM]])
// CHECK-NEXT:    return
