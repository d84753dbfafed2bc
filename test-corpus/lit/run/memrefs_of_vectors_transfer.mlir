// Memrefs of vectors are held as the memref of their lanes (see lit/programs/vector_memref_of_vectors.mlir);
// transfers on them stop code generation with a located error (upstream's reference pipeline
// does not lower them either: mlir-native-run fails on this file).
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xvector<4xf32>>
  %pad = arith.constant dense<0.0> : vector<4xf32>
  // CHECK: memrefs_of_vectors_transfer.mlir:[[@LINE+1]]:8: error: 'vector.transfer_read' op on a memref of vectors is not supported by the JVM code generator
  %v = vector.transfer_read %m[%c0], %pad : memref<4xvector<4xf32>>, vector<2x4xf32>
  vector.print %v : vector<2x4xf32>
  return
}
