// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?xf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg0 : f32
// CHECK-NEXT: %2 = math.acosh %arg0 : f32
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg0 : f32
// CHECK-NEXT: %8 = math.ceil %arg0 : f32
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg0 : f32
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg0 : f32
// CHECK-NEXT: %17 = math.log %arg0 : f32
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg0 : f32
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg0 : f32
// CHECK-NEXT: %29 = math.trunc %arg0 : f32
// CHECK-NEXT: %30 = math.sqrt %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %31 = math.exp %arg2 : tensor<?xf16>
// CHECK-NEXT: %32 = math.log %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %33 = math.absf %arg1 fastmath<nsz> : vector<4xf64>
// CHECK-NEXT: %34 = math.tanh %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_unary(%x: f32, %v: vector<4xf64>, %t: tensor<?xf16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %x : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %x : f32
  %9 = math.cos %x : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %x : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.trunc %x : f32
  %30 = math.sqrt %v fastmath<fast> : vector<4xf64>
  %31 = math.exp %t : tensor<?xf16>
  %32 = math.log %x fastmath<nnan,ninf> : f32
  %33 = math.absf %v fastmath<nsz> : vector<4xf64>
  %34 = math.tanh %x fastmath<none> : f32
  return
}

// CHECK-LABEL: func.func @float_multi(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<2xf32>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 : f32
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = math.powf %arg3, %arg3 fastmath<afn> : vector<2xf32>
// CHECK-NEXT: %4 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %5 = math.fma %arg3, %arg3, %arg3 fastmath<contract> : vector<2xf32>
// CHECK-NEXT: %6 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %7 = math.clampf %arg3 to [%arg3, %arg3] fastmath<fast> : vector<2xf32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg3 fastmath<afn> : vector<2xf32>
// CHECK-NEXT: %8 = math.atan2 %sin, %cos : f32
// CHECK-NEXT: %9 = math.copysign %sin_0, %cos_1 : vector<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_multi(%x: f32, %y: f32, %z: f32, %v: vector<2xf32>) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y : f32
  %2 = math.powf %x, %y : f32
  %3 = math.powf %v, %v fastmath<afn> : vector<2xf32>
  %4 = math.fma %x, %y, %z : f32
  %5 = math.fma %v, %v, %v fastmath<contract> : vector<2xf32>
  %6 = math.clampf %x to [%y, %z] : f32
  %7 = math.clampf %v to [%v, %v] fastmath<fast> : vector<2xf32>
  %sin, %cos = math.sincos %x : f32
  %8:2 = math.sincos %v fastmath<afn> : vector<2xf32>
  %9 = math.atan2 %sin, %cos : f32
  %10 = math.copysign %8#0, %8#1 : vector<2xf32>
  return
}

// CHECK-LABEL: func.func @powers(%arg0: f64, %arg1: i32, %arg2: i64, %arg3: vector<4xf32>, %arg4: vector<4xi32>) {
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f64, i32
// CHECK-NEXT: %1 = math.fpowi %arg0, %arg2 fastmath<fast> : f64, i64
// CHECK-NEXT: %2 = math.fpowi %arg3, %arg4 : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %3 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: %4 = math.ipowi %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @powers(%x: f64, %n: i32, %i: i64, %v: vector<4xf32>, %w: vector<4xi32>) {
  %0 = math.fpowi %x, %n : f64, i32
  %1 = math.fpowi %x, %i fastmath<fast> : f64, i64
  %2 = math.fpowi %v, %w : vector<4xf32>, vector<4xi32>
  %3 = math.ipowi %n, %n : i32
  %4 = math.ipowi %w, %w : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: vector<4xi8>, %arg2: index, %arg3: tensor<3xi64>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg0 : i32
// CHECK-NEXT: %2 = math.cttz %arg1 : vector<4xi8>
// CHECK-NEXT: %3 = math.ctpop %arg3 : tensor<3xi64>
// CHECK-NEXT: %4 = math.ctlz %arg2 : index
// CHECK-NEXT: %5 = math.absi %arg1 : vector<4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @integer(%a: i32, %v: vector<4xi8>, %i: index, %t: tensor<3xi64>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %v : vector<4xi8>
  %3 = math.ctpop %t : tensor<3xi64>
  %4 = math.ctlz %i : index
  %5 = math.absi %v : vector<4xi8>
  return
}

// CHECK-LABEL: func.func @classification(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<2x?xf16>) {
// CHECK-NEXT: %0 = math.isnan %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg0 : f32
// CHECK-NEXT: %2 = math.isfinite %arg1 : vector<4xf64>
// CHECK-NEXT: %3 = math.isnormal %arg2 : tensor<2x?xf16>
// CHECK-NEXT: %4 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %5 = math.isinf %arg1 {fastmath = #arith.fastmath<ninf>} : vector<4xf64>
// CHECK-NEXT: %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @classification(%x: f32, %v: vector<4xf64>, %t: tensor<2x?xf16>) {
  %0 = math.isnan %x : f32
  %1 = math.isinf %x : f32
  %2 = math.isfinite %v : vector<4xf64>
  %3 = math.isnormal %t : tensor<2x?xf16>
  %4 = math.isnan %x {fastmath = #arith.fastmath<nnan>} : f32
  %5 = "math.isinf"(%v) <{fastmath = #arith.fastmath<ninf>}> : (vector<4xf64>) -> vector<4xi1>
  %6 = arith.andi %2, %5 : vector<4xi1>
  return
}
