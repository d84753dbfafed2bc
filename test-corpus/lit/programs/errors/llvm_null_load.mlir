// Run-time error: an llvm.load through the null pointer (llvm.mlir.zero).
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

llvm.func @main() -> i32 {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// CHECK: {{.*}}programs/errors/llvm_null_load.mlir:7:8: error: load through a null pointer
