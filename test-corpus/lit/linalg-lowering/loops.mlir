// RUN: loomlir opt %s --convert-linalg-to-loops | FileCheck %s

// Each structured op becomes an scf.for nest, outermost loop first, around its scalar body.
// Expected IR from mlir-opt-22 (index-expressions.mlir has the maps where loomlir differs).

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:[a-z0-9]+]]: memref<4x8xf32>, %[[B:[a-z0-9]+]]: memref<8x16xf32>, %[[C:[a-z0-9]+]]: memref<4x16xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         scf.for %[[M:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[N:.*]] = %[[C0]] to %[[C16]] step %[[C1]] {
// CHECK-NEXT:        scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:          %[[LHS:.*]] = memref.load %[[A]][%[[M]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT:          %[[RHS:.*]] = memref.load %[[B]][%[[K]], %[[N]]] : memref<8x16xf32>
// CHECK-NEXT:          %[[ACC:.*]] = memref.load %[[C]][%[[M]], %[[N]]] : memref<4x16xf32>
// CHECK-NEXT:          %[[MUL:.*]] = arith.mulf %[[LHS]], %[[RHS]] : f32
// CHECK-NEXT:          %[[ADD:.*]] = arith.addf %[[ACC]], %[[MUL]] : f32
// CHECK-NEXT:          memref.store %[[ADD]], %[[C]][%[[M]], %[[N]]] : memref<4x16xf32>
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// Dynamic sizes come from memref.dim; a scalar fill value is stored as it is.
// CHECK-LABEL: func.func @fill_and_copy(
// CHECK-SAME:    %[[X:[a-z0-9]+]]: memref<?x?xf32>, %[[Y:[a-z0-9]+]]: memref<?x?xf32>, %[[V:[a-z0-9]+]]: f32)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D0:.*]] = memref.dim %[[X]], %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    %[[D1:.*]] = memref.dim %[[X]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[D0]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[D1]] step %[[C1]] {
// CHECK-NEXT:        memref.store %[[V]], %[[X]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK:         %[[E0:.*]] = memref.dim %[[X]], %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    %[[E1:.*]] = memref.dim %[[X]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    scf.for %[[I2:.*]] = %[[C0]] to %[[E0]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J2:.*]] = %[[C0]] to %[[E1]] step %[[C1]] {
// CHECK-NEXT:        %[[LOADED:.*]] = memref.load %[[X]][%[[I2]], %[[J2]]] : memref<?x?xf32>
// CHECK-NEXT:        memref.store %[[LOADED]], %[[Y]][%[[I2]], %[[J2]]] : memref<?x?xf32>
func.func @fill_and_copy(%x: memref<?x?xf32>, %y: memref<?x?xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%x : memref<?x?xf32>)
  linalg.copy ins(%x : memref<?x?xf32>) outs(%y : memref<?x?xf32>)
  return
}

// A reduction over d1 reads and writes the accumulator at (d0); linalg.index becomes the
// induction variable.
// CHECK-LABEL: func.func @row_sums(
// CHECK-SAME:    %[[IN:[a-z0-9]+]]: memref<3x5xf32>, %[[OUT:[a-z0-9]+]]: memref<3xf32>)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[X:.*]] = memref.load %[[IN]][%[[I]], %[[J]]] : memref<3x5xf32>
// CHECK-NEXT:        %[[ACC:.*]] = memref.load %[[OUT]][%[[I]]] : memref<3xf32>
// CHECK-NEXT:        %[[J32:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:        %[[JF:.*]] = arith.sitofp %[[J32]] : i32 to f32
// CHECK-NEXT:        %[[T:.*]] = arith.mulf %[[X]], %[[JF]] : f32
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[T]], %[[ACC]] : f32
// CHECK-NEXT:        memref.store %[[S]], %[[OUT]][%[[I]]] : memref<3xf32>
func.func @row_sums(%in: memref<3x5xf32>, %out: memref<3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%in : memref<3x5xf32>) outs(%out : memref<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %t = arith.mulf %x, %jf : f32
    %s = arith.addf %t, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// linalg.reduce and linalg.map lower the same way; the map's unused init is not loaded.
// CHECK-LABEL: func.func @reduce_and_map(
// CHECK-SAME:    %[[IN:[a-z0-9]+]]: memref<4x8xf32>, %[[ACC:[a-z0-9]+]]: memref<4xf32>, %[[SQ:[a-z0-9]+]]: memref<4x8xf32>)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[X:.*]] = memref.load %[[IN]][%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK-NEXT:        %[[A:.*]] = memref.load %[[ACC]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[X]], %[[A]] : f32
// CHECK-NEXT:        memref.store %[[S]], %[[ACC]][%[[I]]] : memref<4xf32>
// CHECK:         scf.for %[[I2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %[[J2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[Y:.*]] = memref.load %[[IN]][%[[I2]], %[[J2]]] : memref<4x8xf32>
// CHECK-NEXT:        %[[P:.*]] = arith.mulf %[[Y]], %[[Y]] : f32
// CHECK-NEXT:        memref.store %[[P]], %[[SQ]][%[[I2]], %[[J2]]] : memref<4x8xf32>
func.func @reduce_and_map(%in: memref<4x8xf32>, %acc: memref<4xf32>, %sq: memref<4x8xf32>) {
  linalg.reduce ins(%in : memref<4x8xf32>) outs(%acc : memref<4xf32>) dimensions = [1]
    (%x: f32, %a: f32) {
      %s = arith.addf %x, %a : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%in : memref<4x8xf32>) outs(%sq : memref<4x8xf32>)
    (%y: f32, %init: f32) {
      %p = arith.mulf %y, %y : f32
      linalg.yield %p : f32
    }
  return
}
