// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// llvm.mlir.global_ctors and global_dtors with #llvm.zero data, custom and generic syntax.

llvm.func @ctor() {
  llvm.return
}
llvm.func @dtor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor, @dtor], priorities = [5 : i32, 1 : i32], data = [#llvm.zero, #llvm.zero]
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// CHECK: llvm.mlir.global_ctors ctors = [@ctor, @dtor], priorities = [5 : i32, 1 : i32], data = [#llvm.zero, #llvm.zero]
// CHECK-NEXT: llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]
// GENERIC: "llvm.mlir.global_ctors"() <{ctors = [@ctor, @dtor], data = [#llvm.zero, #llvm.zero], priorities = [5 : i32, 1 : i32]}> : () -> ()
// GENERIC-NEXT: "llvm.mlir.global_dtors"() <{data = [#llvm.zero], dtors = [@dtor], priorities = [0 : i32]}> : () -> ()
