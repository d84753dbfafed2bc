// RUN: loomlir opt %s --arith-expand=include-bf16 | FileCheck %s
// RUN: loomlir opt %s --pass-pipeline='builtin.module(func.func(arith-expand{include-bf16=true}))' | FileCheck %s
// include-bf16 expands extf bf16 -> f32 and truncf f32 -> bf16 (round to nearest even, NaN to
// the quiet NaN 0x7fc0) into integer ops; other bf16 casts stay. Written from mlir-opt-22's output.

func.func @extend(%a: bf16, %v: vector<4xbf16>) -> (f32, vector<4xf32>, f64) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.extf %v fastmath<fast> : vector<4xbf16> to vector<4xf32>
  %2 = arith.extf %a : bf16 to f64
  return %0, %1, %2 : f32, vector<4xf32>, f64
}
// CHECK-LABEL: func.func @extend(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.bitcast %arg1 : vector<4xbf16> to vector<4xi16>
// CHECK-NEXT: %5 = arith.extui %4 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %cst = arith.constant dense<16> : vector<4xi32>
// CHECK-NEXT: %6 = arith.shli %5, %cst : vector<4xi32>
// CHECK-NEXT: %7 = arith.bitcast %6 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %8 = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT: return %3, %7, %8

func.func @truncate(%f: f32, %d: f64) -> (bf16, bf16) {
  %0 = arith.truncf %f : f32 to bf16
  %1 = arith.truncf %d : f64 to bf16
  return %0, %1 : bf16, bf16
}
// CHECK-LABEL: func.func @truncate(
// CHECK-NEXT: %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT: %5 = arith.addi %1, %4 : i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT: %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT: %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT: %9 = arith.bitcast %8 : i16 to bf16
// CHECK-NEXT: %10 = arith.truncf %arg1 : f64 to bf16
// CHECK-NEXT: return %9, %10

// Casts the expansions create are legalized in turn (the bf16 input of scaling_extf), and folds
// come first: truncf(extf(x)) is x, a constant bf16 extends to a constant.
func.func @created_and_folded(%x: bf16, %s: f32) -> (f32, bf16, f32) {
  %0 = arith.scaling_extf %x, %s : bf16, f32 to f32
  %e = arith.extf %x : bf16 to f32
  %1 = arith.truncf %e : f32 to bf16
  %c = arith.constant 2.5 : bf16
  %2 = arith.extf %c : bf16 to f32
  return %0, %1, %2 : f32, bf16, f32
}
// CHECK-LABEL: func.func @created_and_folded(
// CHECK-NEXT: %0 = arith.truncf %arg1 : f32 to f8E8M0FNU
// CHECK-NEXT: %1 = arith.extf %0 : f8E8M0FNU to f32
// CHECK-NEXT: %2 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %3 = arith.extui %2 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %4 = arith.shli %3, %c16_i32 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.mulf %5, %1 : f32
// CHECK-NEXT: %7 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %8 = arith.extui %7 : i16 to i32
// CHECK-NEXT: %c16_i32_0 = arith.constant 16 : i32
// CHECK-NEXT: %9 = arith.shli %8, %c16_i32_0 : i32
// CHECK-NEXT: %10 = arith.bitcast %9 : i32 to f32
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: return %6, %arg0, %cst_1 : f32, bf16, f32
