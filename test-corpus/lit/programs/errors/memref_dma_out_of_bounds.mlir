// Run-time error: a DMA transfer that runs past the end of its source allocation stops at the
// dma_start, before the program goes on (upstream reads past the buffer).
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<4xf32>
  %dst = memref.alloc() : memref<8xf32>
  %tag = memref.alloc() : memref<1xi32>
  vector.print %one : f32
  // Elements 2, 3, 4: the third is outside the four-element source.
  memref.dma_start %src[%c2], %dst[%c0], %c3, %tag[%c0] : memref<4xf32>, memref<8xf32>, memref<1xi32>  // fails here
  memref.dma_wait %tag[%c0], %c3 : memref<1xi32>
  vector.print %one : f32
  return
}
// CHECK: 1
// CHECK-NEXT: {{.*}}programs/errors/memref_dma_out_of_bounds.mlir:16:3: error: out-of-bounds memref access (Index 4 out of bounds for length 4)
// CHECK-NOT: 1
