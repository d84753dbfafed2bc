// RUN: loomlir opt %s | loomlir opt | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s
// RUN: loomlir opt %s -canonicalize -cse | FileCheck %s --check-prefix=CANON

// memref.dma_start / memref.dma_wait: one variadic operand list split by the memref ranks.

// CHECK-LABEL: func.func @dma(
// GENERIC-LABEL: sym_name = "dma"
// CANON-LABEL: func.func @dma(
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index,
               %n: index, %stride: index, %per: index) {
  // CHECK: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  // GENERIC: "memref.dma_start"({{.*}}) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32, 2>, index) -> ()
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  // CHECK: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32, 2>
  // GENERIC: "memref.dma_wait"({{.*}}) : (memref<1xi32, 2>, index, index) -> ()
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  // CHECK: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  return
}

// Rank-0 tags and sources; an attribute dictionary on the wait. canonicalize folds memref.cast
// operands of ranked memrefs into both ops and keeps the wait (it declares no effects).
// CHECK-LABEL: func.func @rank0_and_casts(
// CANON-LABEL: func.func @rank0_and_casts(
func.func @rank0_and_casts(%src: memref<f32>, %dst: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %tag = memref.alloc() : memref<i32>
  %cast = memref.cast %dst : memref<4xf32> to memref<?xf32>
  // CHECK: memref.dma_start %arg0[], %cast[%c0], %arg2, %alloc[] : memref<f32>, memref<?xf32>, memref<i32>
  // CANON: memref.dma_start %arg0[], %arg1[%c0], %arg2, %alloc[] : memref<f32>, memref<4xf32>, memref<i32>
  memref.dma_start %src[], %cast[%c0], %n, %tag[] : memref<f32>, memref<?xf32>, memref<i32>
  // CHECK: memref.dma_wait %alloc[], %arg2 {note = "done"} : memref<i32>
  // CANON: memref.dma_wait %alloc[], %arg2 {note = "done"} : memref<i32>
  memref.dma_wait %tag[], %n {note = "done"} : memref<i32>
  return
}
