// Scalable vectors parse, print and verify (see lit/vector/ops.mlir), but their length is a
// multiple of vscale, which has no value on the JVM: code generation stops at the first op
// that uses one, with a located error.
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  // CHECK: vector_scalable.mlir:[[@LINE+1]]:8: error: 'vector.load' op: scalable vector type 'vector<[4]xf32>' is not supported by the JVM code generator (the JVM has no vscale)
  %v = vector.load %m[%c0] : memref<8xf32>, vector<[4]xf32>
  vector.store %v, %m[%c0] : memref<8xf32>, vector<[4]xf32>
  return
}
