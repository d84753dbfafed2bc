// RUN: loomlir opt %s --arith-expand | FileCheck %s
// The default expansions of arith-expand, written from mlir-opt-22's output (the same RUN line
// with mlir-opt-22 must pass too). Every expansion makes its own constants, right before the ops
// using them, as upstream's dialect conversion does (no uniquing: %c0_i32_0 ...).

func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}
// CHECK-LABEL: func.func @ceildivsi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: return %8 : i32

func.func @ceildivui(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}
// CHECK-LABEL: func.func @ceildivui(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : index
// CHECK-NEXT: %3 = arith.addi %2, %c1 : index
// CHECK-NEXT: %4 = arith.select %0, %c0, %3 : index
// CHECK-NEXT: return %4 : index

func.func @floordivsi(%a: i64, %b: i64) -> i64 {
  %0 = arith.floordivsi %a, %b : i64
  return %0 : i64
}
// CHECK-LABEL: func.func @floordivsi(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i64
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %7 = arith.addi %0, %c-1_i64 : i64
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i64
// CHECK-NEXT: return %8 : i64

// Shaped operands get splat constants and i1 compares of the same shape.
func.func @shaped(%v: vector<4xi32>, %t: tensor<2x3xi16>) -> (vector<4xi32>, tensor<2x3xi16>) {
  %0 = arith.ceildivsi %v, %v : vector<4xi32>
  %1 = arith.floordivsi %t, %t : tensor<2x3xi16>
  return %0, %1 : vector<4xi32>, tensor<2x3xi16>
}
// CHECK-LABEL: func.func @shaped(
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg0 : vector<4xi32>
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : vector<4xi32>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : vector<4xi32>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : vector<4xi1>
// CHECK-NEXT: %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT: %7 = arith.addi %0, %cst_0 : vector<4xi32>
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %9 = arith.divsi %arg1, %arg1 : tensor<2x3xi16>
// CHECK-NEXT: %10 = arith.muli %9, %arg1 : tensor<2x3xi16>
// CHECK-NEXT: %11 = arith.cmpi ne, %arg1, %10 : tensor<2x3xi16>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : tensor<2x3xi16>
// CHECK-NEXT: %12 = arith.cmpi slt, %arg1, %cst_1 : tensor<2x3xi16>
// CHECK-NEXT: %13 = arith.cmpi slt, %arg1, %cst_1 : tensor<2x3xi16>
// CHECK-NEXT: %14 = arith.cmpi ne, %12, %13 : tensor<2x3xi1>
// CHECK-NEXT: %15 = arith.andi %11, %14 : tensor<2x3xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<-1> : tensor<2x3xi16>
// CHECK-NEXT: %16 = arith.addi %9, %cst_2 : tensor<2x3xi16>
// CHECK-NEXT: %17 = arith.select %15, %16, %9 : tensor<2x3xi1>, tensor<2x3xi16>
// CHECK-NEXT: return %8, %17

func.func @int_minmax(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %a, %b : i8
  %3 = arith.minui %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
// CHECK-LABEL: func.func @int_minmax(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8) {
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.select %2, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.select %6, %arg0, %arg1 : i8
// CHECK-NEXT: return %1, %3, %5, %7 : i8, i8, i8, i8

// maximumf/minimumf return a NaN rhs, maxnumf/minnumf the rhs when the lhs is NaN; fast-math
// flags and discardable attributes of the expanded op are dropped.
func.func @float_minmax(%a: f32, %b: f32, %v: vector<2xf64>, %w: vector<2xf64>) -> (f32, f32, f32, vector<2xf64>) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan> : f32
  %2 = arith.maxnumf %a, %b {some.attr} : f32
  %3 = arith.minnumf %v, %w : vector<2xf64>
  return %0, %1, %2, %3 : f32, f32, f32, vector<2xf64>
}
// CHECK-LABEL: func.func @float_minmax(
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT: %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT: %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT: %12 = arith.cmpf ult, %arg2, %arg3 : vector<2xf64>
// CHECK-NEXT: %13 = arith.select %12, %arg2, %arg3 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT: %14 = arith.cmpf uno, %arg2, %arg2 : vector<2xf64>
// CHECK-NEXT: %15 = arith.select %14, %arg3, %13 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT: return %3, %7, %11, %15

// The scale is truncated to f8E8M0FNU (only its exponent counts) and extended back: x * 2^e
// for scaling_extf, x / 2^e for scaling_truncf; fast-math flags and the rounding mode are kept.
func.func @scaling(%x: f16, %s: f32, %y: vector<2xf32>, %t: vector<2xbf16>) -> (f32, vector<2xf16>) {
  %0 = arith.scaling_extf %x, %s fastmath<fast> : f16, f32 to f32
  %1 = arith.scaling_truncf %y, %t downward : vector<2xf32>, vector<2xbf16> to vector<2xf16>
  return %0, %1 : f32, vector<2xf16>
}
// CHECK-LABEL: func.func @scaling(
// CHECK-NEXT: %0 = arith.truncf %arg1 fastmath<fast> : f32 to f8E8M0FNU
// CHECK-NEXT: %1 = arith.extf %0 fastmath<fast> : f8E8M0FNU to f32
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<fast> : f16 to f32
// CHECK-NEXT: %3 = arith.mulf %2, %1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.truncf %arg3 : vector<2xbf16> to vector<2xf8E8M0FNU>
// CHECK-NEXT: %5 = arith.extf %4 : vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT: %6 = arith.divf %arg2, %5 : vector<2xf32>
// CHECK-NEXT: %7 = arith.truncf %6 downward : vector<2xf32> to vector<2xf16>
// CHECK-NEXT: return %3, %7

// An op that folds is replaced by its fold instead: constants go where the op was (not shared
// with other constants), an operand is used as is, and a commutative op gets its constant moved
// to the right first. The folds see the ops as they were before the pass: %q is not a constant
// when %r is converted, so %r is expanded although %q folds to one.
func.func @folds(%x: i32, %f: f32) -> (i32, i32, i32, i32, f32) {
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c2 = arith.constant 2 : i32
  %one = arith.constant 1.0 : f32
  %q = arith.ceildivsi %c6, %c2 : i32
  %r = arith.floordivsi %q, %c2 : i32
  %s = arith.ceildivui %x, %c1 : i32
  %m = arith.maxnumf %one, %f : f32
  %n = arith.minsi %x, %x : i32
  return %q, %r, %s, %n, %m : i32, i32, i32, i32, f32
}
// CHECK-LABEL: func.func @folds(%arg0: i32, %arg1: f32) -> (i32, i32, i32, i32, f32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.divsi %c3_i32, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %c3_i32, %1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %c3_i32, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %c2_i32, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %7 = arith.addi %0, %c-1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg1, %cst : f32
// CHECK-NEXT: %10 = arith.select %9, %arg1, %cst : f32
// CHECK-NEXT: %11 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %12 = arith.select %11, %cst, %10 : f32
// CHECK-NEXT: return %c3_i32, %8, %arg0, %arg0, %12 : i32, i32, i32, i32, f32

// Ops in nested regions are expanded in place; ops the pass does not expand stay, among them
// extf/truncf of bf16 and f8E8M0FNU without the include-* options.
func.func @nested_and_untouched(%n: index, %a: i32, %h: bf16, %g: f32) -> (i32, f32, bf16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %d = arith.divsi %acc, %a : i32
    %m = arith.maxui %d, %acc : i32
    scf.yield %m : i32
  }
  %e = arith.extf %h : bf16 to f32
  %t = arith.truncf %g : f32 to bf16
  return %r, %e, %t : i32, f32, bf16
}
// CHECK-LABEL: func.func @nested_and_untouched(
// CHECK: scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
// CHECK-NEXT: %3 = arith.divsi %arg5, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %3, %arg5 : i32
// CHECK-NEXT: %5 = arith.select %4, %3, %arg5 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.extf %arg2 : bf16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg3 : f32 to bf16
// CHECK-NEXT: return %0, %1, %2 : i32, f32, bf16
