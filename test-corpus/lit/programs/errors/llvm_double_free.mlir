// Run-time error: free of a block already freed, reported at the llvm.call that reached free.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @main() {
  %n = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: {{.*}}programs/errors/llvm_double_free.mlir:12:3: error: double free of a malloc'ed block of 4 bytes
