// vector.vscale has no value on the JVM (no scalable vectors): a located error at the op.
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  // CHECK: vector_vscale.mlir:[[@LINE+1]]:8: error: 'vector.vscale' op is not supported by the JVM code generator (the JVM has no scalable vectors, so vscale has no value)
  %v = vector.vscale
  vector.print %v : index
  return
}
