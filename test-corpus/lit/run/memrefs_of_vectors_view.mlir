// Memrefs of vectors are held as the memref of their lanes (see lit/programs/vector_memref_of_vectors.mlir);
// a view whose offset, sizes and strides count vectors rather than lanes (reinterpret_cast here;
// subview is supported) stops code generation with a located error (upstream runs it).
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %m = memref.alloc() : memref<4xvector<4xf32>>
  // CHECK: memrefs_of_vectors_view.mlir:[[@LINE+1]]:8: error: 'memref.reinterpret_cast' op on a memref of vectors is not supported by the JVM code generator
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [2], strides: [1] : memref<4xvector<4xf32>> to memref<2xvector<4xf32>, strided<[1], offset: 1>>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<2xvector<4xf32>, strided<[1], offset: 1>>
  vector.print %v : vector<4xf32>
  return
}
