// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s

// The custom syntax of the llvm dialect's subset (CHECK lines are mlir-opt-22's output).

llvm.mlir.global internal constant @str("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private @zeros() : !llvm.array<4 x i32>
llvm.mlir.global external @ext() : i64
llvm.mlir.global internal @counter(0 : i64) : i64
llvm.mlir.global private constant @arr(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %a, %b : i32
  %2 = llvm.mul %a, %b : i32
  %3 = llvm.sdiv %a, %b : i32
  %c = llvm.icmp "slt" %a, %b : i32
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %g = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
  %g2 = llvm.getelementptr inbounds %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %one = llvm.mlir.constant(1 : i64) : i64
  %al = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %a, %al : i32, !llvm.ptr
  %l = llvm.load %al : !llvm.ptr -> i32
  %f = llvm.mlir.constant(1.5 : f32) : f32
  %f2 = llvm.fadd %f, %f : f32
  %fc = llvm.fcmp "olt" %f, %f2 : f32
  %z = llvm.mlir.zero : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %pv = llvm.mlir.poison : i32
  %x = llvm.zext %c : i1 to i32
  %y = llvm.sext %c : i1 to i64
  %t = llvm.trunc %y : i64 to i32
  %si = llvm.sitofp %a : i32 to f32
  %sel = llvm.select %c, %a, %b : i1, i32
  %r = llvm.call @printf(%s, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  llvm.br ^bb2
^bb2:
  llvm.return %l : i32
}
llvm.func @f2(%a: f32, %b: i32, %p: !llvm.ptr) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %1 = llvm.add %b, %b overflow<nsw, nuw> : i32
  %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %5 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %6 = llvm.sdiv exact %b, %b : i32
  %7 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %8 = llvm.getelementptr %p[%b, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.struct<(i32, f32)>
}
llvm.func internal fastcc @g2() {
  llvm.return
}


// Calls between func.func and llvm.func, both ways.
llvm.func @lf(%x: i32) -> i32 {
  %0 = func.call @ff(%x) : (i32) -> i32
  llvm.return %0 : i32
}
func.func @ff(%x: i32) -> i32 {
  return %x : i32
}
func.func @callsl(%x: i32) -> i32 {
  %0 = llvm.call @lf(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @str("hello\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global private @zeros() {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.mlir.global external @ext() {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global private constant @arr(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @f(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.mlir.addressof @str : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: %7 = llvm.getelementptr inbounds %arg2[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %9 : i32, !llvm.ptr
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i32
// CHECK-NEXT: %11 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %12 = llvm.fadd %11, %11 : f32
// CHECK-NEXT: %13 = llvm.fcmp "olt" %11, %12 : f32
// CHECK-NEXT: %14 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.undef : i32
// CHECK-NEXT: %16 = llvm.mlir.poison : i32
// CHECK-NEXT: %17 = llvm.zext %4 : i1 to i32
// CHECK-NEXT: %18 = llvm.sext %4 : i1 to i64
// CHECK-NEXT: %19 = llvm.trunc %18 : i64 to i32
// CHECK-NEXT: %20 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %21 = llvm.select %4, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %22 = llvm.call @printf(%5, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: llvm.cond_br %4, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%23: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @f2(%arg0: f32, %arg1: i32, %arg2: !llvm.ptr) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg0 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %1 = llvm.add %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %3 = llvm.load %arg2 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %4 = llvm.sdiv exact %arg1, %arg1 : i32
// CHECK-NEXT: %5 = llvm.getelementptr inbounds|nuw %arg2[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %6 = llvm.getelementptr %arg2[%arg1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func internal fastcc @g2() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @lf(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = func.call @ff(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ff(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @callsl(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.call @lf(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
