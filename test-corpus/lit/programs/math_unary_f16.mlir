// Covers: every unary math op (math.absf, math.acos, math.acosh, math.asin, math.asinh, math.atan,
// math.atanh, math.cbrt, math.ceil, math.cos, math.cosh, math.erf, math.erfc, math.exp, math.exp2,
// math.expm1, math.floor, math.log, math.log10, math.log1p, math.log2, math.round, math.roundeven,
// math.rsqrt, math.sin, math.sinh, math.sqrt, math.tan, math.tanh, math.trunc) on f16, for the
// arguments 0.5, -2.5, 7.0: domain errors, signed zero, infinities, tiny arguments (expm1, log1p),
// halfway rounding cases. Values are printed with %g, so they must agree with upstream's libm to 6
// significant digits. A NaN prints as "nan" (its sign is libm's choice).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// Prints x and a comma; a NaN prints as "nan" whatever its sign.
func.func @show_f16(%x: f16) {
  %isnan = arith.cmpf uno, %x, %x : f16
  scf.if %isnan {
    vector.print str "nan, "
  } else {
    vector.print %x : f16 punctuation <comma>
  }
  return
}

// One line per op: the op applied to each argument.
func.func @unary_f16(%x0: f16, %x1: f16, %x2: f16) {
  vector.print str "absf: "
  %absf0 = math.absf %x0 : f16
  func.call @show_f16(%absf0) : (f16) -> ()
  %absf1 = math.absf %x1 : f16
  func.call @show_f16(%absf1) : (f16) -> ()
  %absf2 = math.absf %x2 : f16
  func.call @show_f16(%absf2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "acos: "
  %acos0 = math.acos %x0 : f16
  func.call @show_f16(%acos0) : (f16) -> ()
  %acos1 = math.acos %x1 : f16
  func.call @show_f16(%acos1) : (f16) -> ()
  %acos2 = math.acos %x2 : f16
  func.call @show_f16(%acos2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "acosh: "
  %acosh0 = math.acosh %x0 : f16
  func.call @show_f16(%acosh0) : (f16) -> ()
  %acosh1 = math.acosh %x1 : f16
  func.call @show_f16(%acosh1) : (f16) -> ()
  %acosh2 = math.acosh %x2 : f16
  func.call @show_f16(%acosh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "asin: "
  %asin0 = math.asin %x0 : f16
  func.call @show_f16(%asin0) : (f16) -> ()
  %asin1 = math.asin %x1 : f16
  func.call @show_f16(%asin1) : (f16) -> ()
  %asin2 = math.asin %x2 : f16
  func.call @show_f16(%asin2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "asinh: "
  %asinh0 = math.asinh %x0 : f16
  func.call @show_f16(%asinh0) : (f16) -> ()
  %asinh1 = math.asinh %x1 : f16
  func.call @show_f16(%asinh1) : (f16) -> ()
  %asinh2 = math.asinh %x2 : f16
  func.call @show_f16(%asinh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "atan: "
  %atan0 = math.atan %x0 : f16
  func.call @show_f16(%atan0) : (f16) -> ()
  %atan1 = math.atan %x1 : f16
  func.call @show_f16(%atan1) : (f16) -> ()
  %atan2 = math.atan %x2 : f16
  func.call @show_f16(%atan2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "atanh: "
  %atanh0 = math.atanh %x0 : f16
  func.call @show_f16(%atanh0) : (f16) -> ()
  %atanh1 = math.atanh %x1 : f16
  func.call @show_f16(%atanh1) : (f16) -> ()
  %atanh2 = math.atanh %x2 : f16
  func.call @show_f16(%atanh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "cbrt: "
  %cbrt0 = math.cbrt %x0 : f16
  func.call @show_f16(%cbrt0) : (f16) -> ()
  %cbrt1 = math.cbrt %x1 : f16
  func.call @show_f16(%cbrt1) : (f16) -> ()
  %cbrt2 = math.cbrt %x2 : f16
  func.call @show_f16(%cbrt2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "ceil: "
  %ceil0 = math.ceil %x0 : f16
  func.call @show_f16(%ceil0) : (f16) -> ()
  %ceil1 = math.ceil %x1 : f16
  func.call @show_f16(%ceil1) : (f16) -> ()
  %ceil2 = math.ceil %x2 : f16
  func.call @show_f16(%ceil2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "cos: "
  %cos0 = math.cos %x0 : f16
  func.call @show_f16(%cos0) : (f16) -> ()
  %cos1 = math.cos %x1 : f16
  func.call @show_f16(%cos1) : (f16) -> ()
  %cos2 = math.cos %x2 : f16
  func.call @show_f16(%cos2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "cosh: "
  %cosh0 = math.cosh %x0 : f16
  func.call @show_f16(%cosh0) : (f16) -> ()
  %cosh1 = math.cosh %x1 : f16
  func.call @show_f16(%cosh1) : (f16) -> ()
  %cosh2 = math.cosh %x2 : f16
  func.call @show_f16(%cosh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "erf: "
  %erf0 = math.erf %x0 : f16
  func.call @show_f16(%erf0) : (f16) -> ()
  %erf1 = math.erf %x1 : f16
  func.call @show_f16(%erf1) : (f16) -> ()
  %erf2 = math.erf %x2 : f16
  func.call @show_f16(%erf2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "erfc: "
  %erfc0 = math.erfc %x0 : f16
  func.call @show_f16(%erfc0) : (f16) -> ()
  %erfc1 = math.erfc %x1 : f16
  func.call @show_f16(%erfc1) : (f16) -> ()
  %erfc2 = math.erfc %x2 : f16
  func.call @show_f16(%erfc2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "exp: "
  %exp0 = math.exp %x0 : f16
  func.call @show_f16(%exp0) : (f16) -> ()
  %exp1 = math.exp %x1 : f16
  func.call @show_f16(%exp1) : (f16) -> ()
  %exp2 = math.exp %x2 : f16
  func.call @show_f16(%exp2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "exp2: "
  %exp20 = math.exp2 %x0 : f16
  func.call @show_f16(%exp20) : (f16) -> ()
  %exp21 = math.exp2 %x1 : f16
  func.call @show_f16(%exp21) : (f16) -> ()
  %exp22 = math.exp2 %x2 : f16
  func.call @show_f16(%exp22) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "expm1: "
  %expm10 = math.expm1 %x0 : f16
  func.call @show_f16(%expm10) : (f16) -> ()
  %expm11 = math.expm1 %x1 : f16
  func.call @show_f16(%expm11) : (f16) -> ()
  %expm12 = math.expm1 %x2 : f16
  func.call @show_f16(%expm12) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "floor: "
  %floor0 = math.floor %x0 : f16
  func.call @show_f16(%floor0) : (f16) -> ()
  %floor1 = math.floor %x1 : f16
  func.call @show_f16(%floor1) : (f16) -> ()
  %floor2 = math.floor %x2 : f16
  func.call @show_f16(%floor2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "log: "
  %log0 = math.log %x0 : f16
  func.call @show_f16(%log0) : (f16) -> ()
  %log1 = math.log %x1 : f16
  func.call @show_f16(%log1) : (f16) -> ()
  %log2 = math.log %x2 : f16
  func.call @show_f16(%log2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "log10: "
  %log100 = math.log10 %x0 : f16
  func.call @show_f16(%log100) : (f16) -> ()
  %log101 = math.log10 %x1 : f16
  func.call @show_f16(%log101) : (f16) -> ()
  %log102 = math.log10 %x2 : f16
  func.call @show_f16(%log102) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "log1p: "
  %log1p0 = math.log1p %x0 : f16
  func.call @show_f16(%log1p0) : (f16) -> ()
  %log1p1 = math.log1p %x1 : f16
  func.call @show_f16(%log1p1) : (f16) -> ()
  %log1p2 = math.log1p %x2 : f16
  func.call @show_f16(%log1p2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "log2: "
  %log20 = math.log2 %x0 : f16
  func.call @show_f16(%log20) : (f16) -> ()
  %log21 = math.log2 %x1 : f16
  func.call @show_f16(%log21) : (f16) -> ()
  %log22 = math.log2 %x2 : f16
  func.call @show_f16(%log22) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "round: "
  %round0 = math.round %x0 : f16
  func.call @show_f16(%round0) : (f16) -> ()
  %round1 = math.round %x1 : f16
  func.call @show_f16(%round1) : (f16) -> ()
  %round2 = math.round %x2 : f16
  func.call @show_f16(%round2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "roundeven: "
  %roundeven0 = math.roundeven %x0 : f16
  func.call @show_f16(%roundeven0) : (f16) -> ()
  %roundeven1 = math.roundeven %x1 : f16
  func.call @show_f16(%roundeven1) : (f16) -> ()
  %roundeven2 = math.roundeven %x2 : f16
  func.call @show_f16(%roundeven2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "rsqrt: "
  %rsqrt0 = math.rsqrt %x0 : f16
  func.call @show_f16(%rsqrt0) : (f16) -> ()
  %rsqrt1 = math.rsqrt %x1 : f16
  func.call @show_f16(%rsqrt1) : (f16) -> ()
  %rsqrt2 = math.rsqrt %x2 : f16
  func.call @show_f16(%rsqrt2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "sin: "
  %sin0 = math.sin %x0 : f16
  func.call @show_f16(%sin0) : (f16) -> ()
  %sin1 = math.sin %x1 : f16
  func.call @show_f16(%sin1) : (f16) -> ()
  %sin2 = math.sin %x2 : f16
  func.call @show_f16(%sin2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "sinh: "
  %sinh0 = math.sinh %x0 : f16
  func.call @show_f16(%sinh0) : (f16) -> ()
  %sinh1 = math.sinh %x1 : f16
  func.call @show_f16(%sinh1) : (f16) -> ()
  %sinh2 = math.sinh %x2 : f16
  func.call @show_f16(%sinh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "sqrt: "
  %sqrt0 = math.sqrt %x0 : f16
  func.call @show_f16(%sqrt0) : (f16) -> ()
  %sqrt1 = math.sqrt %x1 : f16
  func.call @show_f16(%sqrt1) : (f16) -> ()
  %sqrt2 = math.sqrt %x2 : f16
  func.call @show_f16(%sqrt2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "tan: "
  %tan0 = math.tan %x0 : f16
  func.call @show_f16(%tan0) : (f16) -> ()
  %tan1 = math.tan %x1 : f16
  func.call @show_f16(%tan1) : (f16) -> ()
  %tan2 = math.tan %x2 : f16
  func.call @show_f16(%tan2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "tanh: "
  %tanh0 = math.tanh %x0 : f16
  func.call @show_f16(%tanh0) : (f16) -> ()
  %tanh1 = math.tanh %x1 : f16
  func.call @show_f16(%tanh1) : (f16) -> ()
  %tanh2 = math.tanh %x2 : f16
  func.call @show_f16(%tanh2) : (f16) -> ()
  vector.print punctuation <newline>
  vector.print str "trunc: "
  %trunc0 = math.trunc %x0 : f16
  func.call @show_f16(%trunc0) : (f16) -> ()
  %trunc1 = math.trunc %x1 : f16
  func.call @show_f16(%trunc1) : (f16) -> ()
  %trunc2 = math.trunc %x2 : f16
  func.call @show_f16(%trunc2) : (f16) -> ()
  vector.print punctuation <newline>
  return
}

func.func @main() {
  %v0 = arith.constant 0.5 : f16
  %v1 = arith.constant -2.5 : f16
  %v2 = arith.constant 7.0 : f16
  func.call @unary_f16(%v0, %v1, %v2) : (f16, f16, f16) -> ()
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: absf: 0.5, 2.5, 7,
// CHECK-NEXT: acos: 1.04688, nan, nan,
// CHECK-NEXT: acosh: nan, nan, 2.63477,
// CHECK-NEXT: asin: 0.523438, nan, nan,
// CHECK-NEXT: asinh: 0.481201, -1.64746, 2.64453,
// CHECK-NEXT: atan: 0.463623, -1.19043, 1.42871,
// CHECK-NEXT: atanh: 0.549316, nan, nan,
// CHECK-NEXT: cbrt: 0.793457, -1.35742, 1.91309,
// CHECK-NEXT: ceil: 1, -2, 7,
// CHECK-NEXT: cos: 0.877441, -0.80127, 0.753906,
// CHECK-NEXT: cosh: 1.12793, 6.13281, 548.5,
// CHECK-NEXT: erf: 0.520508, -0.999512, 1,
// CHECK-NEXT: erfc: 0.479492, 2, 0,
// CHECK-NEXT: exp: 1.64844, 0.0820923, 1097,
// CHECK-NEXT: exp2: 1.41406, 0.176758, 128,
// CHECK-NEXT: expm1: 0.648438, -0.917969, 1096,
// CHECK-NEXT: floor: 0, -3, 7,
// CHECK-NEXT: log: -0.693359, nan, 1.94629,
// CHECK-NEXT: log10: -0.301025, nan, 0.845215,
// CHECK-NEXT: log1p: 0.405518, nan, 2.08008,
// CHECK-NEXT: log2: -1, nan, 2.80664,
// CHECK-NEXT: round: 1, -3, 7,
// CHECK-NEXT: roundeven: 0, -2, 7,
// CHECK-NEXT: rsqrt: 1.41406, nan, 0.37793,
// CHECK-NEXT: sin: 0.479492, -0.598633, 0.657227,
// CHECK-NEXT: sinh: 0.520996, -6.05078, 548.5,
// CHECK-NEXT: sqrt: 0.707031, nan, 2.64648,
// CHECK-NEXT: tan: 0.546387, 0.74707, 0.871582,
// CHECK-NEXT: tanh: 0.462158, -0.986816, 1,
// CHECK-NEXT: trunc: 0, -2, 7,
