// Run-time error: an llvm.store into a constant global (upstream: undefined; the global is read-only).
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32} : i32
func.func private @printI64(i64)
func.func private @printNewline()

llvm.func @main() {
  %p = llvm.mlir.addressof @answer : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.sext %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}

// CHECK: 42
// CHECK-NEXT: {{.*}}programs/errors/llvm_store_constant_global.mlir:15:3: error: store to constant global @answer (4 bytes)
