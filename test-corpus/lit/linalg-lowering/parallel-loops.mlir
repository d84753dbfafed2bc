// RUN: loomlir opt %s --convert-linalg-to-parallel-loops | FileCheck %s

// Runs of parallel loops become one scf.parallel, reduction loops scf.for. Expected IR from
// mlir-opt-22.

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:[a-z0-9]+]]: memref<?x?xf32>, %[[B:[a-z0-9]+]]: memref<?x?xf32>, %[[C:[a-z0-9]+]]: memref<?x?xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[M:.*]] = memref.dim %[[A]], %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    %[[K:.*]] = memref.dim %[[A]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    %[[N:.*]] = memref.dim %[[B]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[M]], %[[N]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT:      scf.for %[[R:.*]] = %[[C0]] to %[[K]] step %[[C1]] {
// CHECK-NEXT:        %[[LHS:.*]] = memref.load %[[A]][%[[I]], %[[R]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[RHS:.*]] = memref.load %[[B]][%[[R]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[ACC:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[MUL:.*]] = arith.mulf %[[LHS]], %[[RHS]] : f32
// CHECK-NEXT:        %[[ADD:.*]] = arith.addf %[[ACC]], %[[MUL]] : f32
// CHECK-NEXT:        memref.store %[[ADD]], %[[C]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// [parallel, reduction, parallel]: a parallel loop, a sequential one, a parallel one. A rank-0
// generic has no loops at all.
// CHECK-LABEL: func.func @mixed(
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT:      scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT:          memref.load %{{.*}}[%[[I]], %[[R]], %[[K]]] : memref<2x3x4xf32>
// CHECK-NEXT:          memref.load %{{.*}}[%[[I]], %[[K]]] : memref<2x4xf32>
// CHECK:               memref.store %{{.*}}, %{{.*}}[%[[I]], %[[K]]] : memref<2x4xf32>
// CHECK-NEXT:          scf.reduce
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[S:.*]] = memref.load %[[SCALAR:.*]][] : memref<f32>
// CHECK-NEXT:    %[[D:.*]] = arith.addf %[[S]], %[[S]] : f32
// CHECK-NEXT:    memref.store %[[D]], %[[SCALAR]][] : memref<f32>
func.func @mixed(%t: memref<2x3x4xf32>, %u: memref<2x4xf32>, %s: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%t : memref<2x3x4xf32>) outs(%u : memref<2x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.addf %x, %o : f32
    linalg.yield %z : f32
  }
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%s : memref<f32>) {
  ^bb0(%o: f32):
    %z = arith.addf %o, %o : f32
    linalg.yield %z : f32
  }
  return
}
