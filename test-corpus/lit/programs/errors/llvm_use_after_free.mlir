// Run-time error: an llvm.store through a pointer after free.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @main() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(1.5 : f64) : f64
  llvm.store %v, %p : f64, !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.store %v, %p : f64, !llvm.ptr
  llvm.return
}

// CHECK: {{.*}}programs/errors/llvm_use_after_free.mlir:14:3: error: store through a pointer to freed memory (a malloc'ed block of 16 bytes)
