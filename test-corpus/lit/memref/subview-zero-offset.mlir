// RUN: loomlir opt %s --split-input-file --verify-diagnostics

// A subview's inferred offset is the source offset plus each offset times its stride, where a
// zero times a dynamic stride is zero (MLIR's saturated arithmetic), not dynamic. Verdicts are
// mlir-opt-22's.

// Zero offsets into a source with dynamic strides and offset 0: the offset stays 0.
func.func @zero_offsets(%m: memref<8x8xf32, strided<[?, ?]>>) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, ?]>> to memref<2x2xf32, strided<[?, ?]>>
  return
}

// -----

func.func @zero_offsets_not_dynamic(%m: memref<8x8xf32, strided<[?, ?]>>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[?, ?]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[?, ?], offset: ?>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, ?]>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

// A zero stride of the subview times a dynamic source stride is a static 0 stride.
func.func @zero_stride(%m: memref<8x8xf32, strided<[?, 1]>>) {
  %0 = memref.subview %m[0, 1] [2, 2] [0, 1] : memref<8x8xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[0, 1], offset: 1>>
  return
}

// -----

// A non-zero offset times a dynamic stride is dynamic.
func.func @dynamic_offset(%m: memref<8x8xf32, strided<[?, 1]>>) {
  %0 = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
