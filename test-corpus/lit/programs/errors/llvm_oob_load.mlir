// Run-time error: an llvm.load of 8 bytes from a 12-byte malloc'ed block at offset 8 (an i64 read
// through a pointer to the third i32). The pointer model stops at the load.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

llvm.func @malloc(i64) -> !llvm.ptr
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n = llvm.mlir.constant(12 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %two = llvm.mlir.constant(2 : i64) : i64
  %q = llvm.getelementptr %p[%two] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %a = llvm.load %q : !llvm.ptr -> i32
  %b = llvm.zext %a : i32 to i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = llvm.load %q : !llvm.ptr -> i64
  func.call @printI64(%c) : (i64) -> ()
  return
}

// CHECK: 0
// CHECK-NEXT: {{.*}}programs/errors/llvm_oob_load.mlir:19:8: error: out-of-bounds load of 8 bytes at offset 8 of a malloc'ed block of 12 bytes
