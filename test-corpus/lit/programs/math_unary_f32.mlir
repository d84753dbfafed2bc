// Covers: every unary math op (math.absf, math.acos, math.acosh, math.asin, math.asinh, math.atan,
// math.atanh, math.cbrt, math.ceil, math.cos, math.cosh, math.erf, math.erfc, math.exp, math.exp2,
// math.expm1, math.floor, math.log, math.log10, math.log1p, math.log2, math.round, math.roundeven,
// math.rsqrt, math.sin, math.sinh, math.sqrt, math.tan, math.tanh, math.trunc) on f32, for the
// arguments 1.5, -3.5, 0.25, -20.0, 0x7F800000: domain errors, signed zero, infinities, tiny
// arguments (expm1, log1p), halfway rounding cases. Values are printed with %g, so they must agree
// with upstream's libm to 6 significant digits. A NaN prints as "nan" (its sign is libm's choice).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// Prints x and a comma; a NaN prints as "nan" whatever its sign.
func.func @show_f32(%x: f32) {
  %isnan = arith.cmpf uno, %x, %x : f32
  scf.if %isnan {
    vector.print str "nan, "
  } else {
    vector.print %x : f32 punctuation <comma>
  }
  return
}

// One line per op: the op applied to each argument.
func.func @unary_f32(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32) {
  vector.print str "absf: "
  %absf0 = math.absf %x0 : f32
  func.call @show_f32(%absf0) : (f32) -> ()
  %absf1 = math.absf %x1 : f32
  func.call @show_f32(%absf1) : (f32) -> ()
  %absf2 = math.absf %x2 : f32
  func.call @show_f32(%absf2) : (f32) -> ()
  %absf3 = math.absf %x3 : f32
  func.call @show_f32(%absf3) : (f32) -> ()
  %absf4 = math.absf %x4 : f32
  func.call @show_f32(%absf4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "acos: "
  %acos0 = math.acos %x0 : f32
  func.call @show_f32(%acos0) : (f32) -> ()
  %acos1 = math.acos %x1 : f32
  func.call @show_f32(%acos1) : (f32) -> ()
  %acos2 = math.acos %x2 : f32
  func.call @show_f32(%acos2) : (f32) -> ()
  %acos3 = math.acos %x3 : f32
  func.call @show_f32(%acos3) : (f32) -> ()
  %acos4 = math.acos %x4 : f32
  func.call @show_f32(%acos4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "acosh: "
  %acosh0 = math.acosh %x0 : f32
  func.call @show_f32(%acosh0) : (f32) -> ()
  %acosh1 = math.acosh %x1 : f32
  func.call @show_f32(%acosh1) : (f32) -> ()
  %acosh2 = math.acosh %x2 : f32
  func.call @show_f32(%acosh2) : (f32) -> ()
  %acosh3 = math.acosh %x3 : f32
  func.call @show_f32(%acosh3) : (f32) -> ()
  %acosh4 = math.acosh %x4 : f32
  func.call @show_f32(%acosh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "asin: "
  %asin0 = math.asin %x0 : f32
  func.call @show_f32(%asin0) : (f32) -> ()
  %asin1 = math.asin %x1 : f32
  func.call @show_f32(%asin1) : (f32) -> ()
  %asin2 = math.asin %x2 : f32
  func.call @show_f32(%asin2) : (f32) -> ()
  %asin3 = math.asin %x3 : f32
  func.call @show_f32(%asin3) : (f32) -> ()
  %asin4 = math.asin %x4 : f32
  func.call @show_f32(%asin4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "asinh: "
  %asinh0 = math.asinh %x0 : f32
  func.call @show_f32(%asinh0) : (f32) -> ()
  %asinh1 = math.asinh %x1 : f32
  func.call @show_f32(%asinh1) : (f32) -> ()
  %asinh2 = math.asinh %x2 : f32
  func.call @show_f32(%asinh2) : (f32) -> ()
  %asinh3 = math.asinh %x3 : f32
  func.call @show_f32(%asinh3) : (f32) -> ()
  %asinh4 = math.asinh %x4 : f32
  func.call @show_f32(%asinh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "atan: "
  %atan0 = math.atan %x0 : f32
  func.call @show_f32(%atan0) : (f32) -> ()
  %atan1 = math.atan %x1 : f32
  func.call @show_f32(%atan1) : (f32) -> ()
  %atan2 = math.atan %x2 : f32
  func.call @show_f32(%atan2) : (f32) -> ()
  %atan3 = math.atan %x3 : f32
  func.call @show_f32(%atan3) : (f32) -> ()
  %atan4 = math.atan %x4 : f32
  func.call @show_f32(%atan4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "atanh: "
  %atanh0 = math.atanh %x0 : f32
  func.call @show_f32(%atanh0) : (f32) -> ()
  %atanh1 = math.atanh %x1 : f32
  func.call @show_f32(%atanh1) : (f32) -> ()
  %atanh2 = math.atanh %x2 : f32
  func.call @show_f32(%atanh2) : (f32) -> ()
  %atanh3 = math.atanh %x3 : f32
  func.call @show_f32(%atanh3) : (f32) -> ()
  %atanh4 = math.atanh %x4 : f32
  func.call @show_f32(%atanh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "cbrt: "
  %cbrt0 = math.cbrt %x0 : f32
  func.call @show_f32(%cbrt0) : (f32) -> ()
  %cbrt1 = math.cbrt %x1 : f32
  func.call @show_f32(%cbrt1) : (f32) -> ()
  %cbrt2 = math.cbrt %x2 : f32
  func.call @show_f32(%cbrt2) : (f32) -> ()
  %cbrt3 = math.cbrt %x3 : f32
  func.call @show_f32(%cbrt3) : (f32) -> ()
  %cbrt4 = math.cbrt %x4 : f32
  func.call @show_f32(%cbrt4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "ceil: "
  %ceil0 = math.ceil %x0 : f32
  func.call @show_f32(%ceil0) : (f32) -> ()
  %ceil1 = math.ceil %x1 : f32
  func.call @show_f32(%ceil1) : (f32) -> ()
  %ceil2 = math.ceil %x2 : f32
  func.call @show_f32(%ceil2) : (f32) -> ()
  %ceil3 = math.ceil %x3 : f32
  func.call @show_f32(%ceil3) : (f32) -> ()
  %ceil4 = math.ceil %x4 : f32
  func.call @show_f32(%ceil4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "cos: "
  %cos0 = math.cos %x0 : f32
  func.call @show_f32(%cos0) : (f32) -> ()
  %cos1 = math.cos %x1 : f32
  func.call @show_f32(%cos1) : (f32) -> ()
  %cos2 = math.cos %x2 : f32
  func.call @show_f32(%cos2) : (f32) -> ()
  %cos3 = math.cos %x3 : f32
  func.call @show_f32(%cos3) : (f32) -> ()
  %cos4 = math.cos %x4 : f32
  func.call @show_f32(%cos4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "cosh: "
  %cosh0 = math.cosh %x0 : f32
  func.call @show_f32(%cosh0) : (f32) -> ()
  %cosh1 = math.cosh %x1 : f32
  func.call @show_f32(%cosh1) : (f32) -> ()
  %cosh2 = math.cosh %x2 : f32
  func.call @show_f32(%cosh2) : (f32) -> ()
  %cosh3 = math.cosh %x3 : f32
  func.call @show_f32(%cosh3) : (f32) -> ()
  %cosh4 = math.cosh %x4 : f32
  func.call @show_f32(%cosh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "erf: "
  %erf0 = math.erf %x0 : f32
  func.call @show_f32(%erf0) : (f32) -> ()
  %erf1 = math.erf %x1 : f32
  func.call @show_f32(%erf1) : (f32) -> ()
  %erf2 = math.erf %x2 : f32
  func.call @show_f32(%erf2) : (f32) -> ()
  %erf3 = math.erf %x3 : f32
  func.call @show_f32(%erf3) : (f32) -> ()
  %erf4 = math.erf %x4 : f32
  func.call @show_f32(%erf4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "erfc: "
  %erfc0 = math.erfc %x0 : f32
  func.call @show_f32(%erfc0) : (f32) -> ()
  %erfc1 = math.erfc %x1 : f32
  func.call @show_f32(%erfc1) : (f32) -> ()
  %erfc2 = math.erfc %x2 : f32
  func.call @show_f32(%erfc2) : (f32) -> ()
  %erfc3 = math.erfc %x3 : f32
  func.call @show_f32(%erfc3) : (f32) -> ()
  %erfc4 = math.erfc %x4 : f32
  func.call @show_f32(%erfc4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "exp: "
  %exp0 = math.exp %x0 : f32
  func.call @show_f32(%exp0) : (f32) -> ()
  %exp1 = math.exp %x1 : f32
  func.call @show_f32(%exp1) : (f32) -> ()
  %exp2 = math.exp %x2 : f32
  func.call @show_f32(%exp2) : (f32) -> ()
  %exp3 = math.exp %x3 : f32
  func.call @show_f32(%exp3) : (f32) -> ()
  %exp4 = math.exp %x4 : f32
  func.call @show_f32(%exp4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "exp2: "
  %exp20 = math.exp2 %x0 : f32
  func.call @show_f32(%exp20) : (f32) -> ()
  %exp21 = math.exp2 %x1 : f32
  func.call @show_f32(%exp21) : (f32) -> ()
  %exp22 = math.exp2 %x2 : f32
  func.call @show_f32(%exp22) : (f32) -> ()
  %exp23 = math.exp2 %x3 : f32
  func.call @show_f32(%exp23) : (f32) -> ()
  %exp24 = math.exp2 %x4 : f32
  func.call @show_f32(%exp24) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "expm1: "
  %expm10 = math.expm1 %x0 : f32
  func.call @show_f32(%expm10) : (f32) -> ()
  %expm11 = math.expm1 %x1 : f32
  func.call @show_f32(%expm11) : (f32) -> ()
  %expm12 = math.expm1 %x2 : f32
  func.call @show_f32(%expm12) : (f32) -> ()
  %expm13 = math.expm1 %x3 : f32
  func.call @show_f32(%expm13) : (f32) -> ()
  %expm14 = math.expm1 %x4 : f32
  func.call @show_f32(%expm14) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "floor: "
  %floor0 = math.floor %x0 : f32
  func.call @show_f32(%floor0) : (f32) -> ()
  %floor1 = math.floor %x1 : f32
  func.call @show_f32(%floor1) : (f32) -> ()
  %floor2 = math.floor %x2 : f32
  func.call @show_f32(%floor2) : (f32) -> ()
  %floor3 = math.floor %x3 : f32
  func.call @show_f32(%floor3) : (f32) -> ()
  %floor4 = math.floor %x4 : f32
  func.call @show_f32(%floor4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "log: "
  %log0 = math.log %x0 : f32
  func.call @show_f32(%log0) : (f32) -> ()
  %log1 = math.log %x1 : f32
  func.call @show_f32(%log1) : (f32) -> ()
  %log2 = math.log %x2 : f32
  func.call @show_f32(%log2) : (f32) -> ()
  %log3 = math.log %x3 : f32
  func.call @show_f32(%log3) : (f32) -> ()
  %log4 = math.log %x4 : f32
  func.call @show_f32(%log4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "log10: "
  %log100 = math.log10 %x0 : f32
  func.call @show_f32(%log100) : (f32) -> ()
  %log101 = math.log10 %x1 : f32
  func.call @show_f32(%log101) : (f32) -> ()
  %log102 = math.log10 %x2 : f32
  func.call @show_f32(%log102) : (f32) -> ()
  %log103 = math.log10 %x3 : f32
  func.call @show_f32(%log103) : (f32) -> ()
  %log104 = math.log10 %x4 : f32
  func.call @show_f32(%log104) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "log1p: "
  %log1p0 = math.log1p %x0 : f32
  func.call @show_f32(%log1p0) : (f32) -> ()
  %log1p1 = math.log1p %x1 : f32
  func.call @show_f32(%log1p1) : (f32) -> ()
  %log1p2 = math.log1p %x2 : f32
  func.call @show_f32(%log1p2) : (f32) -> ()
  %log1p3 = math.log1p %x3 : f32
  func.call @show_f32(%log1p3) : (f32) -> ()
  %log1p4 = math.log1p %x4 : f32
  func.call @show_f32(%log1p4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "log2: "
  %log20 = math.log2 %x0 : f32
  func.call @show_f32(%log20) : (f32) -> ()
  %log21 = math.log2 %x1 : f32
  func.call @show_f32(%log21) : (f32) -> ()
  %log22 = math.log2 %x2 : f32
  func.call @show_f32(%log22) : (f32) -> ()
  %log23 = math.log2 %x3 : f32
  func.call @show_f32(%log23) : (f32) -> ()
  %log24 = math.log2 %x4 : f32
  func.call @show_f32(%log24) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "round: "
  %round0 = math.round %x0 : f32
  func.call @show_f32(%round0) : (f32) -> ()
  %round1 = math.round %x1 : f32
  func.call @show_f32(%round1) : (f32) -> ()
  %round2 = math.round %x2 : f32
  func.call @show_f32(%round2) : (f32) -> ()
  %round3 = math.round %x3 : f32
  func.call @show_f32(%round3) : (f32) -> ()
  %round4 = math.round %x4 : f32
  func.call @show_f32(%round4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "roundeven: "
  %roundeven0 = math.roundeven %x0 : f32
  func.call @show_f32(%roundeven0) : (f32) -> ()
  %roundeven1 = math.roundeven %x1 : f32
  func.call @show_f32(%roundeven1) : (f32) -> ()
  %roundeven2 = math.roundeven %x2 : f32
  func.call @show_f32(%roundeven2) : (f32) -> ()
  %roundeven3 = math.roundeven %x3 : f32
  func.call @show_f32(%roundeven3) : (f32) -> ()
  %roundeven4 = math.roundeven %x4 : f32
  func.call @show_f32(%roundeven4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "rsqrt: "
  %rsqrt0 = math.rsqrt %x0 : f32
  func.call @show_f32(%rsqrt0) : (f32) -> ()
  %rsqrt1 = math.rsqrt %x1 : f32
  func.call @show_f32(%rsqrt1) : (f32) -> ()
  %rsqrt2 = math.rsqrt %x2 : f32
  func.call @show_f32(%rsqrt2) : (f32) -> ()
  %rsqrt3 = math.rsqrt %x3 : f32
  func.call @show_f32(%rsqrt3) : (f32) -> ()
  %rsqrt4 = math.rsqrt %x4 : f32
  func.call @show_f32(%rsqrt4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "sin: "
  %sin0 = math.sin %x0 : f32
  func.call @show_f32(%sin0) : (f32) -> ()
  %sin1 = math.sin %x1 : f32
  func.call @show_f32(%sin1) : (f32) -> ()
  %sin2 = math.sin %x2 : f32
  func.call @show_f32(%sin2) : (f32) -> ()
  %sin3 = math.sin %x3 : f32
  func.call @show_f32(%sin3) : (f32) -> ()
  %sin4 = math.sin %x4 : f32
  func.call @show_f32(%sin4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "sinh: "
  %sinh0 = math.sinh %x0 : f32
  func.call @show_f32(%sinh0) : (f32) -> ()
  %sinh1 = math.sinh %x1 : f32
  func.call @show_f32(%sinh1) : (f32) -> ()
  %sinh2 = math.sinh %x2 : f32
  func.call @show_f32(%sinh2) : (f32) -> ()
  %sinh3 = math.sinh %x3 : f32
  func.call @show_f32(%sinh3) : (f32) -> ()
  %sinh4 = math.sinh %x4 : f32
  func.call @show_f32(%sinh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "sqrt: "
  %sqrt0 = math.sqrt %x0 : f32
  func.call @show_f32(%sqrt0) : (f32) -> ()
  %sqrt1 = math.sqrt %x1 : f32
  func.call @show_f32(%sqrt1) : (f32) -> ()
  %sqrt2 = math.sqrt %x2 : f32
  func.call @show_f32(%sqrt2) : (f32) -> ()
  %sqrt3 = math.sqrt %x3 : f32
  func.call @show_f32(%sqrt3) : (f32) -> ()
  %sqrt4 = math.sqrt %x4 : f32
  func.call @show_f32(%sqrt4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "tan: "
  %tan0 = math.tan %x0 : f32
  func.call @show_f32(%tan0) : (f32) -> ()
  %tan1 = math.tan %x1 : f32
  func.call @show_f32(%tan1) : (f32) -> ()
  %tan2 = math.tan %x2 : f32
  func.call @show_f32(%tan2) : (f32) -> ()
  %tan3 = math.tan %x3 : f32
  func.call @show_f32(%tan3) : (f32) -> ()
  %tan4 = math.tan %x4 : f32
  func.call @show_f32(%tan4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "tanh: "
  %tanh0 = math.tanh %x0 : f32
  func.call @show_f32(%tanh0) : (f32) -> ()
  %tanh1 = math.tanh %x1 : f32
  func.call @show_f32(%tanh1) : (f32) -> ()
  %tanh2 = math.tanh %x2 : f32
  func.call @show_f32(%tanh2) : (f32) -> ()
  %tanh3 = math.tanh %x3 : f32
  func.call @show_f32(%tanh3) : (f32) -> ()
  %tanh4 = math.tanh %x4 : f32
  func.call @show_f32(%tanh4) : (f32) -> ()
  vector.print punctuation <newline>
  vector.print str "trunc: "
  %trunc0 = math.trunc %x0 : f32
  func.call @show_f32(%trunc0) : (f32) -> ()
  %trunc1 = math.trunc %x1 : f32
  func.call @show_f32(%trunc1) : (f32) -> ()
  %trunc2 = math.trunc %x2 : f32
  func.call @show_f32(%trunc2) : (f32) -> ()
  %trunc3 = math.trunc %x3 : f32
  func.call @show_f32(%trunc3) : (f32) -> ()
  %trunc4 = math.trunc %x4 : f32
  func.call @show_f32(%trunc4) : (f32) -> ()
  vector.print punctuation <newline>
  return
}

func.func @main() {
  %v0 = arith.constant 1.5 : f32
  %v1 = arith.constant -3.5 : f32
  %v2 = arith.constant 0.25 : f32
  %v3 = arith.constant -20.0 : f32
  %v4 = arith.constant 0x7F800000 : f32
  func.call @unary_f32(%v0, %v1, %v2, %v3, %v4) : (f32, f32, f32, f32, f32) -> ()
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: absf: 1.5, 3.5, 0.25, 20, inf,
// CHECK-NEXT: acos: nan, nan, 1.31812, nan, nan,
// CHECK-NEXT: acosh: 0.962424, nan, nan, nan, inf,
// CHECK-NEXT: asin: nan, nan, 0.25268, nan, nan,
// CHECK-NEXT: asinh: 1.19476, -1.96572, 0.247466, -3.6895, inf,
// CHECK-NEXT: atan: 0.982794, -1.2925, 0.244979, -1.52084, 1.5708,
// CHECK-NEXT: atanh: nan, nan, 0.255413, nan, nan,
// CHECK-NEXT: cbrt: 1.14471, -1.51829, 0.629961, -2.71442, inf,
// CHECK-NEXT: ceil: 2, -3, 1, -20, inf,
// CHECK-NEXT: cos: 0.0707372, -0.936457, 0.968912, 0.408082, nan,
// CHECK-NEXT: cosh: 2.35241, 16.5728, 1.03141, 2.42583e+08, inf,
// CHECK-NEXT: erf: 0.966105, -0.999999, 0.276326, -1, 1,
// CHECK-NEXT: erfc: 0.0338949, 2, 0.723674, 2, 0,
// CHECK-NEXT: exp: 4.48169, 0.0301974, 1.28403, 2.06115e-09, inf,
// CHECK-NEXT: exp2: 2.82843, 0.0883883, 1.18921, 9.53674e-07, inf,
// CHECK-NEXT: expm1: 3.48169, -0.969803, 0.284025, -1, inf,
// CHECK-NEXT: floor: 1, -4, 0, -20, inf,
// CHECK-NEXT: log: 0.405465, nan, -1.38629, nan, inf,
// CHECK-NEXT: log10: 0.176091, nan, -0.60206, nan, inf,
// CHECK-NEXT: log1p: 0.916291, nan, 0.223144, nan, inf,
// CHECK-NEXT: log2: 0.584962, nan, -2, nan, inf,
// CHECK-NEXT: round: 2, -4, 0, -20, inf,
// CHECK-NEXT: roundeven: 2, -4, 0, -20, inf,
// CHECK-NEXT: rsqrt: 0.816497, nan, 2, nan, 0,
// CHECK-NEXT: sin: 0.997495, 0.350783, 0.247404, -0.912945, nan,
// CHECK-NEXT: sinh: 2.12928, -16.5426, 0.252612, -2.42583e+08, inf,
// CHECK-NEXT: sqrt: 1.22474, nan, 0.5, nan, inf,
// CHECK-NEXT: tan: 14.1014, -0.374586, 0.255342, -2.23716, nan,
// CHECK-NEXT: tanh: 0.905148, -0.998178, 0.244919, -1, 1,
// CHECK-NEXT: trunc: 1, -3, 0, -20, inf,
