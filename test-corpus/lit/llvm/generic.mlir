// RUN: loomlir opt %s --mlir-print-op-generic | FileCheck %s
// RUN: loomlir opt %s | loomlir opt --mlir-print-op-generic | FileCheck %s

// The generic form of the llvm dialect's subset: default-valued properties spelled out
// (CHECK lines are mlir-opt-22's output).

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

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello\0A\00", visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "zeros", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<2 x f32>, linkage = #llvm.linkage<private>, sym_name = "arr", unnamed_addr = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32, %arg8: !llvm.ptr):
// CHECK-NEXT: %9 = "llvm.add"(%arg6, %arg7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: %10 = "llvm.sub"(%arg6, %arg7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: %11 = "llvm.mul"(%arg6, %arg7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: %12 = "llvm.sdiv"(%arg6, %arg7) : (i32, i32) -> i32
// CHECK-NEXT: %13 = "llvm.icmp"(%arg6, %arg7) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %14 = "llvm.mlir.addressof"() <{global_name = @str}> : () -> !llvm.ptr
// CHECK-NEXT: %15 = "llvm.getelementptr"(%14) <{elem_type = !llvm.array<7 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %16 = "llvm.getelementptr"(%arg8, %arg6) <{elem_type = f32, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT: %17 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
// CHECK-NEXT: %18 = "llvm.alloca"(%17) <{elem_type = i32}> : (i64) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%arg6, %18) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: %19 = "llvm.load"(%18) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %20 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// CHECK-NEXT: %21 = "llvm.fadd"(%20, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %22 = "llvm.fcmp"(%20, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %23 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %24 = "llvm.mlir.undef"() : () -> i32
// CHECK-NEXT: %25 = "llvm.mlir.poison"() : () -> i32
// CHECK-NEXT: %26 = "llvm.zext"(%13) : (i1) -> i32
// CHECK-NEXT: %27 = "llvm.sext"(%13) : (i1) -> i64
// CHECK-NEXT: %28 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
// CHECK-NEXT: %29 = "llvm.sitofp"(%arg6) : (i32) -> f32
// CHECK-NEXT: %30 = "llvm.select"(%13, %arg6, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: %31 = "llvm.call"(%14, %arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.cond_br"(%13, %arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%32: i32):  // pred: ^bb0
// CHECK-NEXT: "llvm.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.return"(%19) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (f32, i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: i32, %arg5: !llvm.ptr):
// CHECK-NEXT: %2 = "llvm.fadd"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %3 = "llvm.add"(%arg4, %arg4) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: %4 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %5 = "llvm.load"(%arg5) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: %6 = "llvm.sdiv"(%arg4, %arg4) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %7 = "llvm.getelementptr"(%arg5) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %8 = "llvm.getelementptr"(%arg5, %arg4) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.return"(%4) : (!llvm.struct<(i32, f32)>) -> ()
// CHECK-NEXT: }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "g2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "lf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "func.call"(%arg2) <{callee = @ff}> : (i32) -> i32
// CHECK-NEXT: "llvm.return"(%1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "ff"}> ({
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "func.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "callsl"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @lf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
