// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %0, %arg1 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %2, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %3, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %4, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %5, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %6, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %7, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %8 : f32
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
func.func @float_binary(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %b : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.maximumf %4, %b : f32
  %6 = arith.minimumf %5, %b : f32
  %7 = arith.maxnumf %6, %b : f32
  %8 = arith.minnumf %7, %b : f32
  %9 = arith.negf %8 : f32
  return %9 : f32
}

// CHECK-LABEL: func.func @fastmath(%arg0: f64, %arg1: f64, %arg2: vector<2xf16>, %arg3: tensor<?xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %2 = arith.divf %arg0, %arg1 fastmath<nnan,arcp> : f64
// CHECK-NEXT: %3 = arith.subf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.negf %arg0 fastmath<nsz> : f64
// CHECK-NEXT: %5 = arith.addf %arg0, %arg1 : f64
// CHECK-NEXT: %6 = arith.maximumf %arg2, %arg2 fastmath<contract> : vector<2xf16>
// CHECK-NEXT: %7 = arith.remf %arg3, %arg3 fastmath<afn> : tensor<?xbf16>
// CHECK-NEXT: %8 = arith.mulf %arg0, %arg1 fastmath<fast> {tag} : f64
// CHECK-NEXT: %9 = arith.addf %arg0, %arg1 fastmath<ninf,nsz> : f64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fastmath(%a: f64, %b: f64, %v: vector<2xf16>, %t: tensor<?xbf16>) {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.mulf %a, %b fastmath<nnan,ninf> : f64
  %2 = arith.divf %a, %b fastmath<nnan, arcp> : f64
  %3 = arith.subf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %4 = arith.negf %a fastmath<nsz> : f64
  %5 = arith.addf %a, %b fastmath<none> : f64
  %6 = arith.maximumf %v, %v fastmath<contract> : vector<2xf16>
  %7 = arith.remf %t, %t fastmath<afn> : tensor<?xbf16>
  %8 = arith.mulf %a, %b fastmath<fast, nnan> {tag} : f64
  %9 = "arith.addf"(%a, %b) {fastmath = #arith.fastmath<ninf,nsz>} : (f64, f64) -> f64
  return
}

// CHECK-LABEL: func.func @cmpf(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %16 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan> : vector<4xf64>
// CHECK-NEXT: %17 = arith.select %16, %arg2, %arg2 : vector<4xi1>, vector<4xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmpf(%a: f32, %b: f32, %v: vector<4xf64>) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf olt, %v, %v fastmath<nnan> : vector<4xf64>
  %17 = arith.select %16, %v, %v : vector<4xi1>, vector<4xf64>
  return
}
