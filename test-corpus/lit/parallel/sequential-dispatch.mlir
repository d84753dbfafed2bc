// RUN: loomlir opt %s --async-parallel-for=async-dispatch=false | FileCheck %s

// Dispatch from a loop in the caller: one async.execute per block but the first, which the
// caller computes itself before awaiting the group. Expected IR from mlir-opt-22.

// CHECK-LABEL: func.func @loop_2d(
// CHECK-SAME:    %[[M:[a-z0-9]+]]: memref<?x?xf32>, %[[N:[a-z0-9]+]]: index, %[[K:[a-z0-9]+]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C1000:.*]] = arith.constant 1000 : index
// CHECK:         %[[TRIPS0:.*]] = arith.ceildivsi %[[N]], %[[C2]] : index
// CHECK:         %[[TRIPS1:.*]] = arith.ceildivsi %[[N]], %[[K]] : index
// CHECK:         %[[TRIPS:.*]] = arith.muli %[[TRIPS0]], %[[TRIPS1]] : index
// CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[TRIPS]], %[[C0]] : index
// CHECK:         scf.if %[[EMPTY]] {
// CHECK-NEXT:    } else {
// CHECK:           %[[BLOCK_SIZE:.*]] = arith.minsi %[[TRIPS]], %{{.*}} : index
// CHECK-NEXT:      %[[BLOCK_COUNT:.*]] = arith.ceildivsi %[[TRIPS]], %[[BLOCK_SIZE]] : index
// CHECK-NEXT:      %[[SIZE:.*]] = arith.subi %[[BLOCK_COUNT]], %[[C1]] : index
// CHECK-NEXT:      %[[GROUP:.*]] = async.create_group %[[SIZE]] : !async.group
// CHECK-NEXT:      scf.for %[[BLOCK:.*]] = %[[C1]] to %[[BLOCK_COUNT]] step %[[C1]] {
// CHECK-NEXT:        %[[TOKEN:.*]] = async.execute {
// CHECK-NEXT:          func.call @parallel_compute_fn(%[[BLOCK]], %[[BLOCK_SIZE]], %[[TRIPS0]], %[[TRIPS1]], %[[C0]], %[[C0]], %[[N]], %[[N]], %[[C2]], %[[K]], %[[M]])
// CHECK-NEXT:          async.yield
// CHECK-NEXT:        }
// CHECK-NEXT:        async.add_to_group %[[TOKEN]], %[[GROUP]] : !async.token
// CHECK-NEXT:      }
// CHECK-NEXT:      func.call @parallel_compute_fn(%[[C0]], %[[BLOCK_SIZE]], %[[TRIPS0]], %[[TRIPS1]], %[[C0]], %[[C0]], %[[N]], %[[N]], %[[C2]], %[[K]], %[[M]])
// CHECK-NEXT:      async.await_all %[[GROUP]]
// CHECK-NEXT:    }
func.func @loop_2d(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c2, %k) {
    memref.store %one, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// Two dimensions: the inner loop starts at the block's first coordinate only in the first
// iteration of the outer loop and ends at the block's last only in its last iteration.
// Known bounds (lower bounds 0, the outer step 2) are constants inside the function.
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME:    %[[BI:[a-z0-9]+]]: index, %[[BS:[a-z0-9]+]]: index, %[[T0:[a-z0-9]+]]: index, %[[T1:[a-z0-9]+]]: index,
// CHECK-SAME:    %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[STEP1:[a-z0-9]+]]: index, %[[FM:[a-z0-9]+]]: memref<?x?xf32>)
// CHECK-DAG:     %[[FC0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[FC1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[FC2:.*]] = arith.constant 2 : index
// CHECK:         %[[FIRST:.*]] = arith.muli %[[BI]], %[[BS]] : index
// CHECK:         %[[LAST:.*]] = arith.subi %{{.*}}, %[[FC1]] : index
// CHECK-NEXT:    %[[FIRST1:.*]] = arith.remsi %[[FIRST]], %[[T1]] : index
// CHECK-NEXT:    %[[FIRST_OUTER:.*]] = arith.divsi %[[FIRST]], %[[T1]] : index
// CHECK-NEXT:    %[[FIRST0:.*]] = arith.remsi %[[FIRST_OUTER]], %[[T0]] : index
// CHECK-NEXT:    %[[LAST1:.*]] = arith.remsi %[[LAST]], %[[T1]] : index
// CHECK-NEXT:    %[[LAST_OUTER:.*]] = arith.divsi %[[LAST]], %[[T1]] : index
// CHECK-NEXT:    %[[LAST0:.*]] = arith.remsi %[[LAST_OUTER]], %[[T0]] : index
// CHECK-NEXT:    %[[END0:.*]] = arith.addi %[[LAST0]], %[[FC1]] : index
// CHECK-NEXT:    %[[END1:.*]] = arith.addi %[[LAST1]], %[[FC1]] : index
// CHECK-NEXT:    scf.for %[[X:.*]] = %[[FIRST0]] to %[[END0]] step %[[FC1]] {
// CHECK-NEXT:      %[[I:.*]] = arith.muli %[[X]], %[[FC2]] : index
// CHECK-NEXT:      %[[IS_FIRST:.*]] = arith.cmpi eq, %[[X]], %[[FIRST0]] : index
// CHECK-NEXT:      %[[IS_LAST:.*]] = arith.cmpi eq, %[[X]], %[[LAST0]] : index
// CHECK-NEXT:      %[[LB1:.*]] = arith.select %[[IS_FIRST]], %[[FIRST1]], %[[FC0]] : index
// CHECK-NEXT:      %[[UB1:.*]] = arith.select %[[IS_LAST]], %[[END1]], %[[T1]] : index
// CHECK-NEXT:      scf.for %[[Y:.*]] = %[[LB1]] to %[[UB1]] step %[[FC1]] {
// CHECK-NEXT:        %[[J:.*]] = arith.muli %[[Y]], %[[STEP1]] : index
// CHECK-NEXT:        memref.store %{{.*}}, %[[FM]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NOT:   func.func private @async_dispatch_fn
