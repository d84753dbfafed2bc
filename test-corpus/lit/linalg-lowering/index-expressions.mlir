// RUN: loomlir opt %s --convert-linalg-to-loops | FileCheck %s
// loomlir only: for an index that is not a plain dimension of the loops, mlir-opt-22 emits
// affine.apply; loomlir has no affine dialect and computes it with arith ops, as lower-affine
// would. Everything else matches mlir-opt-22's output.

// Upstream: affine.apply affine_map<(d0, d1) -> (d0 + d1)>; loomlir: arith.addi.
// CHECK-LABEL: func.func @permuted_and_shifted(
// CHECK-SAME:    %[[SRC:[a-z0-9]+]]: memref<?x?xf32>, %[[DST:[a-z0-9]+]]: memref<?x?xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// The size of d1 is the first dimension naming it: the source's second.
// CHECK:         %[[SIZE1:.*]] = memref.dim %[[SRC]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    %[[SIZE0:.*]] = memref.dim %[[DST]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[SIZE0]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[SIZE1]] step %[[C1]] {
// CHECK-NEXT:        %[[SUM:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[SRC]][%[[SUM]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        memref.store %[[V]], %[[DST]][%[[J]], %[[I]]] : memref<?x?xf32>
func.func @permuted_and_shifted(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%src : memref<?x?xf32>) outs(%dst : memref<?x?xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  }
  return
}
