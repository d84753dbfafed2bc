// RUN: loomlir opt %s --arith-expand=include-f8e8m0 | FileCheck %s
// RUN: loomlir opt %s --arith-expand="include-f8e8m0 include-f4e2m1" | FileCheck %s
// include-f8e8m0 expands every extf from and truncf to f8E8M0FNU through the exponent field of
// an f32; include-f4e2m1 changes nothing here (loomlir has no f4E2M1FN type). Written from
// mlir-opt-22's output.

func.func @extend(%a: f8E8M0FNU, %v: vector<2xf8E8M0FNU>) -> (f32, f16, vector<2xf64>) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %a fastmath<nnan> : f8E8M0FNU to f16
  %2 = arith.extf %v : vector<2xf8E8M0FNU> to vector<2xf64>
  return %0, %1, %2 : f32, f16, vector<2xf64>
}
// CHECK-LABEL: func.func @extend(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_1 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_2 = arith.constant 23 : i32
// CHECK-NEXT: %7 = arith.extui %6 : i8 to i32
// CHECK-NEXT: %8 = arith.shli %7, %c23_i32_2 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %6, %c-1_i8_0 : i8
// CHECK-NEXT: %10 = arith.select %9, %c-1_i32_1, %8 : i32
// CHECK-NEXT: %11 = arith.bitcast %10 : i32 to f32
// CHECK-NEXT: %12 = arith.truncf %11 fastmath<nnan> : f32 to f16
// CHECK-NEXT: %13 = arith.bitcast %arg1 : vector<2xf8E8M0FNU> to vector<2xi8>
// CHECK-NEXT: %cst = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT: %cst_3 = arith.constant dense<-1> : vector<2xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT: %14 = arith.extui %13 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: %15 = arith.shli %14, %cst_4 : vector<2xi32>
// CHECK-NEXT: %16 = arith.cmpi eq, %13, %cst : vector<2xi8>
// CHECK-NEXT: %17 = arith.select %16, %cst_3, %15 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: %18 = arith.bitcast %17 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %19 = arith.extf %18 : vector<2xf32> to vector<2xf64>
// CHECK-NEXT: return %5, %12, %19

func.func @truncate(%f: f32, %h: f16, %d: f64) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %0 = arith.truncf %f : f32 to f8E8M0FNU
  %1 = arith.truncf %h : f16 to f8E8M0FNU
  %2 = arith.truncf %d fastmath<fast> : f64 to f8E8M0FNU
  return %0, %1, %2 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}
// CHECK-LABEL: func.func @truncate(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.shrui %0, %c23_i32 : i32
// CHECK-NEXT: %2 = arith.trunci %1 : i32 to i8
// CHECK-NEXT: %3 = arith.bitcast %2 : i8 to f8E8M0FNU
// CHECK-NEXT: %4 = arith.extf %arg1 : f16 to f32
// CHECK-NEXT: %5 = arith.bitcast %4 : f32 to i32
// CHECK-NEXT: %c23_i32_0 = arith.constant 23 : i32
// CHECK-NEXT: %6 = arith.shrui %5, %c23_i32_0 : i32
// CHECK-NEXT: %7 = arith.trunci %6 : i32 to i8
// CHECK-NEXT: %8 = arith.bitcast %7 : i8 to f8E8M0FNU
// CHECK-NEXT: %9 = arith.truncf %arg2 fastmath<fast> : f64 to f32
// CHECK-NEXT: %10 = arith.bitcast %9 : f32 to i32
// CHECK-NEXT: %c23_i32_1 = arith.constant 23 : i32
// CHECK-NEXT: %11 = arith.shrui %10, %c23_i32_1 : i32
// CHECK-NEXT: %12 = arith.trunci %11 : i32 to i8
// CHECK-NEXT: %13 = arith.bitcast %12 : i8 to f8E8M0FNU
// CHECK-NEXT: return %3, %8, %13

// The casts scaling_extf creates are expanded in turn, each folded first: with contraction
// allowed (fast), extf(truncf(s)) is s, so the vector scale is used directly and the expanded
// truncf is left unused (a conversion does not erase dead ops).
func.func @scaling(%x: f16, %s: f32, %v: vector<2xf16>, %t: vector<2xf32>) -> (f32, vector<2xf32>) {
  %0 = arith.scaling_extf %x, %s : f16, f32 to f32
  %1 = arith.scaling_extf %v, %t fastmath<fast> : vector<2xf16>, vector<2xf32> to vector<2xf32>
  return %0, %1 : f32, vector<2xf32>
}
// CHECK-LABEL: func.func @scaling(
// CHECK-NEXT: %0 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.shrui %0, %c23_i32 : i32
// CHECK-NEXT: %2 = arith.trunci %1 : i32 to i8
// CHECK-NEXT: %3 = arith.bitcast %2 : i8 to f8E8M0FNU
// CHECK-NEXT: %4 = arith.bitcast %3 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_0 = arith.constant 23 : i32
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.shli %5, %c23_i32_0 : i32
// CHECK-NEXT: %7 = arith.cmpi eq, %4, %c-1_i8 : i8
// CHECK-NEXT: %8 = arith.select %7, %c-1_i32, %6 : i32
// CHECK-NEXT: %9 = arith.bitcast %8 : i32 to f32
// CHECK-NEXT: %10 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %11 = arith.mulf %10, %9 : f32
// CHECK-NEXT: %12 = arith.bitcast %arg3 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %cst = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT: %13 = arith.shrui %12, %cst : vector<2xi32>
// CHECK-NEXT: %14 = arith.trunci %13 : vector<2xi32> to vector<2xi8>
// CHECK-NEXT: %15 = arith.bitcast %14 : vector<2xi8> to vector<2xf8E8M0FNU>
// CHECK-NEXT: %16 = arith.extf %arg2 fastmath<fast> : vector<2xf16> to vector<2xf32>
// CHECK-NEXT: %17 = arith.mulf %16, %arg3 fastmath<fast> : vector<2xf32>
// CHECK-NEXT: return %11, %17
