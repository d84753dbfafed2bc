// Covers: memref.dma_start (row-major runs across rows, a strided source, a strided destination,
// zero elements) and memref.dma_wait; the transfer is done when dma_start returns.
// UPSTREAM-UNSUPPORTED: no upstream pipeline lowers memref.dma_start/dma_wait (they are left to
// targets with a DMA engine; the reference pipeline fails on them). The expected values below are
// worked out by hand from the ops' documented semantics: %n elements in row-major order from the
// start indices; with a stride, the slower memory (the lower memory space) is accessed in chunks of
// %per elements every %stride elements.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%m: memref<?xf32, 1>) {
  %u = memref.cast %m : memref<?xf32, 1> to memref<*xf32, 1>
  %v = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  // src[i, j] = 4 * i + j
  %src = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %w = arith.index_cast %l : index to i32
      %f = arith.sitofp %w : i32 to f32
      memref.store %f, %src[%i, %j] : memref<4x4xf32>
    }
  }
  %tag = memref.alloc() : memref<2xi32>

  // Six elements from [1, 2] on, crossing into row 2, to dst[1..6].
  %dst = memref.alloc() : memref<8xf32, 1>
  memref.dma_start %src[%c1, %c2], %dst[%c1], %c6, %tag[%c0] : memref<4x4xf32>, memref<8xf32, 1>, memref<2xi32>
  memref.dma_wait %tag[%c0], %c6 : memref<2xi32>
  %d = memref.cast %dst : memref<8xf32, 1> to memref<?xf32, 1>
  call @print(%d) : (memref<?xf32, 1>) -> ()
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0,  6,  7,  8,  9,  10,  11,  0]

  // The source is the slower memory (space 0 < 1): two elements every four.
  %dst2 = memref.alloc() : memref<6xf32, 1>
  memref.dma_start %src[%c0, %c0], %dst2[%c0], %c6, %tag[%c1], %c4, %c2 : memref<4x4xf32>, memref<6xf32, 1>, memref<2xi32>
  memref.dma_wait %tag[%c1], %c6 : memref<2xi32>
  %d2 = memref.cast %dst2 : memref<6xf32, 1> to memref<?xf32, 1>
  call @print(%d2) : (memref<?xf32, 1>) -> ()
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0,  1,  4,  5,  8,  9]

  // Now the destination is the slower memory: dst2 (space 1) into src (space 0) at rows 2..3,
  // two elements every four; then zero elements (nothing moves).
  memref.dma_start %dst2[%c0], %src[%c2, %c0], %c4, %tag[%c0], %c4, %c2 : memref<6xf32, 1>, memref<4x4xf32>, memref<2xi32>
  memref.dma_start %dst2[%c0], %src[%c0, %c0], %c0, %tag[%c0] : memref<6xf32, 1>, memref<4x4xf32>, memref<2xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<2xi32>
  %s = memref.cast %src : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%s) : (memref<*xf32>) -> ()
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT:  [4,   5,   6,   7],
  // CHECK-NEXT:  [0,   1,   10,   11],
  // CHECK-NEXT:  [4,   5,   14,   15]]
  return
}
