// RUN: loomlir opt %s --convert-linalg-to-parallel-loops --async-parallel-for | FileCheck %s

// Upstream's pipeline: linalg to scf.parallel, then to async tasks. The reduction loop of the
// matmul stays sequential inside the outlined compute function. Expected IR from mlir-opt-22.

// CHECK-LABEL: func.func @matmul(
// CHECK:         %[[TRIPS:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK:         scf.if
// CHECK:           func.call @parallel_compute_fn(
// CHECK:           async.create_group
// CHECK:           func.call @async_dispatch_fn(
// CHECK:           async.await_all
// CHECK-NOT:     scf.parallel
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME:    %[[A:[a-z0-9]+]]: memref<?x?xf32>, %[[B:[a-z0-9]+]]: memref<?x?xf32>, %[[C:[a-z0-9]+]]: memref<?x?xf32>, %[[K:[a-z0-9]+]]: index)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        scf.for %[[R:.*]] = %{{.*}} to %[[K]] step %{{.*}} {
// CHECK-NEXT:          memref.load %[[A]][%[[I]], %[[R]]] : memref<?x?xf32>
// CHECK-NEXT:          memref.load %[[B]][%[[R]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:          memref.load %[[C]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-LABEL: func.func private @async_dispatch_fn(
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
