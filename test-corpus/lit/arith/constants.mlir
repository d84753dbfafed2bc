// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @int_constants() -> (i32, i32, i64, i8, index, index, i1, i1, i1, i64, i16, i3, i32) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT: %c-1_i3 = arith.constant -1 : i3
// CHECK-NEXT: %c3_i32 = arith.constant {tag} 3 : i32
// CHECK-NEXT: return %c42_i32, %c42_i32_0, %c-1_i64, %c-1_i8, %c0, %c-5, %true, %false, %true_1, %c9223372036854775807_i64, %c16_i16, %c-1_i3, %c3_i32 : i32, i32, i64, i8, index, index, i1, i1, i1, i64, i16, i3, i32
// CHECK-NEXT: }
func.func @int_constants() -> (i32, i32, i64, i8, index, index, i1, i1, i1, i64, i16, i3, i32) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 42 : i32
  %2 = arith.constant -1 : i64
  %3 = arith.constant 255 : i8
  %4 = arith.constant 0 : index
  %5 = arith.constant -5 : index
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 1 : i1
  %9 = arith.constant 9223372036854775807 : i64
  %10 = arith.constant 0x10 : i16
  %11 = arith.constant 7 : i3
  %12 = arith.constant {tag} 3 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i64, i8, index, index, i1, i1, i1, i64, i16, i3, i32
}

// CHECK-LABEL: func.func @float_constants() -> (f32, f64, f16, f32, f64, bf16) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT: %cst_4 = arith.constant 3.149410e-02 : bf16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f32, f64, f16, f32, f64, bf16
// CHECK-NEXT: }
func.func @float_constants() -> (f32, f64, f16, f32, f64, bf16) {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant 0.0 : f64
  %2 = arith.constant -2.5 : f16
  %3 = arith.constant 0x7FC00000 : f32
  %4 = arith.constant 1.0e10 : f64
  %5 = arith.constant 3.140000e-02 : bf16
  return %0, %1, %2, %3, %4, %5 : f32, f64, f16, f32, f64, bf16
}

// CHECK-LABEL: func.func @dense_constants() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xf32>, tensor<2x2xi64>, vector<8xi1>, vector<2xi1>, vector<[4]xi32>, tensor<index>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-NEXT: %cst_3 = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT: %cst_4 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_5 = arith.constant dense<0> : vector<[4]xi32>
// CHECK-NEXT: %cst_6 = arith.constant dense<2> : tensor<index>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : vector<4xi32>, vector<4xi32>, tensor<2x2xf32>, tensor<2x2xi64>, vector<8xi1>, vector<2xi1>, vector<[4]xi32>, tensor<index>
// CHECK-NEXT: }
func.func @dense_constants() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xf32>, tensor<2x2xi64>, vector<8xi1>, vector<2xi1>, vector<[4]xi32>, tensor<index>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.constant dense<0> : vector<4xi32>
  %2 = arith.constant dense<1.5> : tensor<2x2xf32>
  %3 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %4 = arith.constant dense<true> : vector<8xi1>
  %5 = arith.constant dense<[true, false]> : vector<2xi1>
  %6 = arith.constant dense<0> : vector<[4]xi32>
  %7 = arith.constant dense<2> : tensor<index>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<4xi32>, vector<4xi32>, tensor<2x2xf32>, tensor<2x2xi64>, vector<8xi1>, vector<2xi1>, vector<[4]xi32>, tensor<index>
}

// CHECK-LABEL: func.func @generic_constant() -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %c7_i32, %c8_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @generic_constant() -> i32 {
  %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %1 = "arith.constant"() {value = 8 : i32} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
