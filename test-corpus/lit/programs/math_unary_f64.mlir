// Covers: every unary math op (math.absf, math.acos, math.acosh, math.asin, math.asinh, math.atan,
// math.atanh, math.cbrt, math.ceil, math.cos, math.cosh, math.erf, math.erfc, math.exp, math.exp2,
// math.expm1, math.floor, math.log, math.log10, math.log1p, math.log2, math.round, math.roundeven,
// math.rsqrt, math.sin, math.sinh, math.sqrt, math.tan, math.tanh, math.trunc) on f64, for the
// arguments 0.5, -0.75, 2.5, 100.0, 1.0e-10, -0.0, 0x7FF0000000000000: domain errors, signed zero,
// infinities, tiny arguments (expm1, log1p), halfway rounding cases. Values are printed with %g, so
// they must agree with upstream's libm to 6 significant digits. A NaN prints as "nan" (its sign is
// libm's choice).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// Prints x and a comma; a NaN prints as "nan" whatever its sign.
func.func @show_f64(%x: f64) {
  %isnan = arith.cmpf uno, %x, %x : f64
  scf.if %isnan {
    vector.print str "nan, "
  } else {
    vector.print %x : f64 punctuation <comma>
  }
  return
}

// One line per op: the op applied to each argument.
func.func @unary_f64(%x0: f64, %x1: f64, %x2: f64, %x3: f64, %x4: f64, %x5: f64, %x6: f64) {
  vector.print str "absf: "
  %absf0 = math.absf %x0 : f64
  func.call @show_f64(%absf0) : (f64) -> ()
  %absf1 = math.absf %x1 : f64
  func.call @show_f64(%absf1) : (f64) -> ()
  %absf2 = math.absf %x2 : f64
  func.call @show_f64(%absf2) : (f64) -> ()
  %absf3 = math.absf %x3 : f64
  func.call @show_f64(%absf3) : (f64) -> ()
  %absf4 = math.absf %x4 : f64
  func.call @show_f64(%absf4) : (f64) -> ()
  %absf5 = math.absf %x5 : f64
  func.call @show_f64(%absf5) : (f64) -> ()
  %absf6 = math.absf %x6 : f64
  func.call @show_f64(%absf6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "acos: "
  %acos0 = math.acos %x0 : f64
  func.call @show_f64(%acos0) : (f64) -> ()
  %acos1 = math.acos %x1 : f64
  func.call @show_f64(%acos1) : (f64) -> ()
  %acos2 = math.acos %x2 : f64
  func.call @show_f64(%acos2) : (f64) -> ()
  %acos3 = math.acos %x3 : f64
  func.call @show_f64(%acos3) : (f64) -> ()
  %acos4 = math.acos %x4 : f64
  func.call @show_f64(%acos4) : (f64) -> ()
  %acos5 = math.acos %x5 : f64
  func.call @show_f64(%acos5) : (f64) -> ()
  %acos6 = math.acos %x6 : f64
  func.call @show_f64(%acos6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "acosh: "
  %acosh0 = math.acosh %x0 : f64
  func.call @show_f64(%acosh0) : (f64) -> ()
  %acosh1 = math.acosh %x1 : f64
  func.call @show_f64(%acosh1) : (f64) -> ()
  %acosh2 = math.acosh %x2 : f64
  func.call @show_f64(%acosh2) : (f64) -> ()
  %acosh3 = math.acosh %x3 : f64
  func.call @show_f64(%acosh3) : (f64) -> ()
  %acosh4 = math.acosh %x4 : f64
  func.call @show_f64(%acosh4) : (f64) -> ()
  %acosh5 = math.acosh %x5 : f64
  func.call @show_f64(%acosh5) : (f64) -> ()
  %acosh6 = math.acosh %x6 : f64
  func.call @show_f64(%acosh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "asin: "
  %asin0 = math.asin %x0 : f64
  func.call @show_f64(%asin0) : (f64) -> ()
  %asin1 = math.asin %x1 : f64
  func.call @show_f64(%asin1) : (f64) -> ()
  %asin2 = math.asin %x2 : f64
  func.call @show_f64(%asin2) : (f64) -> ()
  %asin3 = math.asin %x3 : f64
  func.call @show_f64(%asin3) : (f64) -> ()
  %asin4 = math.asin %x4 : f64
  func.call @show_f64(%asin4) : (f64) -> ()
  %asin5 = math.asin %x5 : f64
  func.call @show_f64(%asin5) : (f64) -> ()
  %asin6 = math.asin %x6 : f64
  func.call @show_f64(%asin6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "asinh: "
  %asinh0 = math.asinh %x0 : f64
  func.call @show_f64(%asinh0) : (f64) -> ()
  %asinh1 = math.asinh %x1 : f64
  func.call @show_f64(%asinh1) : (f64) -> ()
  %asinh2 = math.asinh %x2 : f64
  func.call @show_f64(%asinh2) : (f64) -> ()
  %asinh3 = math.asinh %x3 : f64
  func.call @show_f64(%asinh3) : (f64) -> ()
  %asinh4 = math.asinh %x4 : f64
  func.call @show_f64(%asinh4) : (f64) -> ()
  %asinh5 = math.asinh %x5 : f64
  func.call @show_f64(%asinh5) : (f64) -> ()
  %asinh6 = math.asinh %x6 : f64
  func.call @show_f64(%asinh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "atan: "
  %atan0 = math.atan %x0 : f64
  func.call @show_f64(%atan0) : (f64) -> ()
  %atan1 = math.atan %x1 : f64
  func.call @show_f64(%atan1) : (f64) -> ()
  %atan2 = math.atan %x2 : f64
  func.call @show_f64(%atan2) : (f64) -> ()
  %atan3 = math.atan %x3 : f64
  func.call @show_f64(%atan3) : (f64) -> ()
  %atan4 = math.atan %x4 : f64
  func.call @show_f64(%atan4) : (f64) -> ()
  %atan5 = math.atan %x5 : f64
  func.call @show_f64(%atan5) : (f64) -> ()
  %atan6 = math.atan %x6 : f64
  func.call @show_f64(%atan6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "atanh: "
  %atanh0 = math.atanh %x0 : f64
  func.call @show_f64(%atanh0) : (f64) -> ()
  %atanh1 = math.atanh %x1 : f64
  func.call @show_f64(%atanh1) : (f64) -> ()
  %atanh2 = math.atanh %x2 : f64
  func.call @show_f64(%atanh2) : (f64) -> ()
  %atanh3 = math.atanh %x3 : f64
  func.call @show_f64(%atanh3) : (f64) -> ()
  %atanh4 = math.atanh %x4 : f64
  func.call @show_f64(%atanh4) : (f64) -> ()
  %atanh5 = math.atanh %x5 : f64
  func.call @show_f64(%atanh5) : (f64) -> ()
  %atanh6 = math.atanh %x6 : f64
  func.call @show_f64(%atanh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "cbrt: "
  %cbrt0 = math.cbrt %x0 : f64
  func.call @show_f64(%cbrt0) : (f64) -> ()
  %cbrt1 = math.cbrt %x1 : f64
  func.call @show_f64(%cbrt1) : (f64) -> ()
  %cbrt2 = math.cbrt %x2 : f64
  func.call @show_f64(%cbrt2) : (f64) -> ()
  %cbrt3 = math.cbrt %x3 : f64
  func.call @show_f64(%cbrt3) : (f64) -> ()
  %cbrt4 = math.cbrt %x4 : f64
  func.call @show_f64(%cbrt4) : (f64) -> ()
  %cbrt5 = math.cbrt %x5 : f64
  func.call @show_f64(%cbrt5) : (f64) -> ()
  %cbrt6 = math.cbrt %x6 : f64
  func.call @show_f64(%cbrt6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "ceil: "
  %ceil0 = math.ceil %x0 : f64
  func.call @show_f64(%ceil0) : (f64) -> ()
  %ceil1 = math.ceil %x1 : f64
  func.call @show_f64(%ceil1) : (f64) -> ()
  %ceil2 = math.ceil %x2 : f64
  func.call @show_f64(%ceil2) : (f64) -> ()
  %ceil3 = math.ceil %x3 : f64
  func.call @show_f64(%ceil3) : (f64) -> ()
  %ceil4 = math.ceil %x4 : f64
  func.call @show_f64(%ceil4) : (f64) -> ()
  %ceil5 = math.ceil %x5 : f64
  func.call @show_f64(%ceil5) : (f64) -> ()
  %ceil6 = math.ceil %x6 : f64
  func.call @show_f64(%ceil6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "cos: "
  %cos0 = math.cos %x0 : f64
  func.call @show_f64(%cos0) : (f64) -> ()
  %cos1 = math.cos %x1 : f64
  func.call @show_f64(%cos1) : (f64) -> ()
  %cos2 = math.cos %x2 : f64
  func.call @show_f64(%cos2) : (f64) -> ()
  %cos3 = math.cos %x3 : f64
  func.call @show_f64(%cos3) : (f64) -> ()
  %cos4 = math.cos %x4 : f64
  func.call @show_f64(%cos4) : (f64) -> ()
  %cos5 = math.cos %x5 : f64
  func.call @show_f64(%cos5) : (f64) -> ()
  %cos6 = math.cos %x6 : f64
  func.call @show_f64(%cos6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "cosh: "
  %cosh0 = math.cosh %x0 : f64
  func.call @show_f64(%cosh0) : (f64) -> ()
  %cosh1 = math.cosh %x1 : f64
  func.call @show_f64(%cosh1) : (f64) -> ()
  %cosh2 = math.cosh %x2 : f64
  func.call @show_f64(%cosh2) : (f64) -> ()
  %cosh3 = math.cosh %x3 : f64
  func.call @show_f64(%cosh3) : (f64) -> ()
  %cosh4 = math.cosh %x4 : f64
  func.call @show_f64(%cosh4) : (f64) -> ()
  %cosh5 = math.cosh %x5 : f64
  func.call @show_f64(%cosh5) : (f64) -> ()
  %cosh6 = math.cosh %x6 : f64
  func.call @show_f64(%cosh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "erf: "
  %erf0 = math.erf %x0 : f64
  func.call @show_f64(%erf0) : (f64) -> ()
  %erf1 = math.erf %x1 : f64
  func.call @show_f64(%erf1) : (f64) -> ()
  %erf2 = math.erf %x2 : f64
  func.call @show_f64(%erf2) : (f64) -> ()
  %erf3 = math.erf %x3 : f64
  func.call @show_f64(%erf3) : (f64) -> ()
  %erf4 = math.erf %x4 : f64
  func.call @show_f64(%erf4) : (f64) -> ()
  %erf5 = math.erf %x5 : f64
  func.call @show_f64(%erf5) : (f64) -> ()
  %erf6 = math.erf %x6 : f64
  func.call @show_f64(%erf6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "erfc: "
  %erfc0 = math.erfc %x0 : f64
  func.call @show_f64(%erfc0) : (f64) -> ()
  %erfc1 = math.erfc %x1 : f64
  func.call @show_f64(%erfc1) : (f64) -> ()
  %erfc2 = math.erfc %x2 : f64
  func.call @show_f64(%erfc2) : (f64) -> ()
  %erfc3 = math.erfc %x3 : f64
  func.call @show_f64(%erfc3) : (f64) -> ()
  %erfc4 = math.erfc %x4 : f64
  func.call @show_f64(%erfc4) : (f64) -> ()
  %erfc5 = math.erfc %x5 : f64
  func.call @show_f64(%erfc5) : (f64) -> ()
  %erfc6 = math.erfc %x6 : f64
  func.call @show_f64(%erfc6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "exp: "
  %exp0 = math.exp %x0 : f64
  func.call @show_f64(%exp0) : (f64) -> ()
  %exp1 = math.exp %x1 : f64
  func.call @show_f64(%exp1) : (f64) -> ()
  %exp2 = math.exp %x2 : f64
  func.call @show_f64(%exp2) : (f64) -> ()
  %exp3 = math.exp %x3 : f64
  func.call @show_f64(%exp3) : (f64) -> ()
  %exp4 = math.exp %x4 : f64
  func.call @show_f64(%exp4) : (f64) -> ()
  %exp5 = math.exp %x5 : f64
  func.call @show_f64(%exp5) : (f64) -> ()
  %exp6 = math.exp %x6 : f64
  func.call @show_f64(%exp6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "exp2: "
  %exp20 = math.exp2 %x0 : f64
  func.call @show_f64(%exp20) : (f64) -> ()
  %exp21 = math.exp2 %x1 : f64
  func.call @show_f64(%exp21) : (f64) -> ()
  %exp22 = math.exp2 %x2 : f64
  func.call @show_f64(%exp22) : (f64) -> ()
  %exp23 = math.exp2 %x3 : f64
  func.call @show_f64(%exp23) : (f64) -> ()
  %exp24 = math.exp2 %x4 : f64
  func.call @show_f64(%exp24) : (f64) -> ()
  %exp25 = math.exp2 %x5 : f64
  func.call @show_f64(%exp25) : (f64) -> ()
  %exp26 = math.exp2 %x6 : f64
  func.call @show_f64(%exp26) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "expm1: "
  %expm10 = math.expm1 %x0 : f64
  func.call @show_f64(%expm10) : (f64) -> ()
  %expm11 = math.expm1 %x1 : f64
  func.call @show_f64(%expm11) : (f64) -> ()
  %expm12 = math.expm1 %x2 : f64
  func.call @show_f64(%expm12) : (f64) -> ()
  %expm13 = math.expm1 %x3 : f64
  func.call @show_f64(%expm13) : (f64) -> ()
  %expm14 = math.expm1 %x4 : f64
  func.call @show_f64(%expm14) : (f64) -> ()
  %expm15 = math.expm1 %x5 : f64
  func.call @show_f64(%expm15) : (f64) -> ()
  %expm16 = math.expm1 %x6 : f64
  func.call @show_f64(%expm16) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "floor: "
  %floor0 = math.floor %x0 : f64
  func.call @show_f64(%floor0) : (f64) -> ()
  %floor1 = math.floor %x1 : f64
  func.call @show_f64(%floor1) : (f64) -> ()
  %floor2 = math.floor %x2 : f64
  func.call @show_f64(%floor2) : (f64) -> ()
  %floor3 = math.floor %x3 : f64
  func.call @show_f64(%floor3) : (f64) -> ()
  %floor4 = math.floor %x4 : f64
  func.call @show_f64(%floor4) : (f64) -> ()
  %floor5 = math.floor %x5 : f64
  func.call @show_f64(%floor5) : (f64) -> ()
  %floor6 = math.floor %x6 : f64
  func.call @show_f64(%floor6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "log: "
  %log0 = math.log %x0 : f64
  func.call @show_f64(%log0) : (f64) -> ()
  %log1 = math.log %x1 : f64
  func.call @show_f64(%log1) : (f64) -> ()
  %log2 = math.log %x2 : f64
  func.call @show_f64(%log2) : (f64) -> ()
  %log3 = math.log %x3 : f64
  func.call @show_f64(%log3) : (f64) -> ()
  %log4 = math.log %x4 : f64
  func.call @show_f64(%log4) : (f64) -> ()
  %log5 = math.log %x5 : f64
  func.call @show_f64(%log5) : (f64) -> ()
  %log6 = math.log %x6 : f64
  func.call @show_f64(%log6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "log10: "
  %log100 = math.log10 %x0 : f64
  func.call @show_f64(%log100) : (f64) -> ()
  %log101 = math.log10 %x1 : f64
  func.call @show_f64(%log101) : (f64) -> ()
  %log102 = math.log10 %x2 : f64
  func.call @show_f64(%log102) : (f64) -> ()
  %log103 = math.log10 %x3 : f64
  func.call @show_f64(%log103) : (f64) -> ()
  %log104 = math.log10 %x4 : f64
  func.call @show_f64(%log104) : (f64) -> ()
  %log105 = math.log10 %x5 : f64
  func.call @show_f64(%log105) : (f64) -> ()
  %log106 = math.log10 %x6 : f64
  func.call @show_f64(%log106) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "log1p: "
  %log1p0 = math.log1p %x0 : f64
  func.call @show_f64(%log1p0) : (f64) -> ()
  %log1p1 = math.log1p %x1 : f64
  func.call @show_f64(%log1p1) : (f64) -> ()
  %log1p2 = math.log1p %x2 : f64
  func.call @show_f64(%log1p2) : (f64) -> ()
  %log1p3 = math.log1p %x3 : f64
  func.call @show_f64(%log1p3) : (f64) -> ()
  %log1p4 = math.log1p %x4 : f64
  func.call @show_f64(%log1p4) : (f64) -> ()
  %log1p5 = math.log1p %x5 : f64
  func.call @show_f64(%log1p5) : (f64) -> ()
  %log1p6 = math.log1p %x6 : f64
  func.call @show_f64(%log1p6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "log2: "
  %log20 = math.log2 %x0 : f64
  func.call @show_f64(%log20) : (f64) -> ()
  %log21 = math.log2 %x1 : f64
  func.call @show_f64(%log21) : (f64) -> ()
  %log22 = math.log2 %x2 : f64
  func.call @show_f64(%log22) : (f64) -> ()
  %log23 = math.log2 %x3 : f64
  func.call @show_f64(%log23) : (f64) -> ()
  %log24 = math.log2 %x4 : f64
  func.call @show_f64(%log24) : (f64) -> ()
  %log25 = math.log2 %x5 : f64
  func.call @show_f64(%log25) : (f64) -> ()
  %log26 = math.log2 %x6 : f64
  func.call @show_f64(%log26) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "round: "
  %round0 = math.round %x0 : f64
  func.call @show_f64(%round0) : (f64) -> ()
  %round1 = math.round %x1 : f64
  func.call @show_f64(%round1) : (f64) -> ()
  %round2 = math.round %x2 : f64
  func.call @show_f64(%round2) : (f64) -> ()
  %round3 = math.round %x3 : f64
  func.call @show_f64(%round3) : (f64) -> ()
  %round4 = math.round %x4 : f64
  func.call @show_f64(%round4) : (f64) -> ()
  %round5 = math.round %x5 : f64
  func.call @show_f64(%round5) : (f64) -> ()
  %round6 = math.round %x6 : f64
  func.call @show_f64(%round6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "roundeven: "
  %roundeven0 = math.roundeven %x0 : f64
  func.call @show_f64(%roundeven0) : (f64) -> ()
  %roundeven1 = math.roundeven %x1 : f64
  func.call @show_f64(%roundeven1) : (f64) -> ()
  %roundeven2 = math.roundeven %x2 : f64
  func.call @show_f64(%roundeven2) : (f64) -> ()
  %roundeven3 = math.roundeven %x3 : f64
  func.call @show_f64(%roundeven3) : (f64) -> ()
  %roundeven4 = math.roundeven %x4 : f64
  func.call @show_f64(%roundeven4) : (f64) -> ()
  %roundeven5 = math.roundeven %x5 : f64
  func.call @show_f64(%roundeven5) : (f64) -> ()
  %roundeven6 = math.roundeven %x6 : f64
  func.call @show_f64(%roundeven6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "rsqrt: "
  %rsqrt0 = math.rsqrt %x0 : f64
  func.call @show_f64(%rsqrt0) : (f64) -> ()
  %rsqrt1 = math.rsqrt %x1 : f64
  func.call @show_f64(%rsqrt1) : (f64) -> ()
  %rsqrt2 = math.rsqrt %x2 : f64
  func.call @show_f64(%rsqrt2) : (f64) -> ()
  %rsqrt3 = math.rsqrt %x3 : f64
  func.call @show_f64(%rsqrt3) : (f64) -> ()
  %rsqrt4 = math.rsqrt %x4 : f64
  func.call @show_f64(%rsqrt4) : (f64) -> ()
  %rsqrt5 = math.rsqrt %x5 : f64
  func.call @show_f64(%rsqrt5) : (f64) -> ()
  %rsqrt6 = math.rsqrt %x6 : f64
  func.call @show_f64(%rsqrt6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "sin: "
  %sin0 = math.sin %x0 : f64
  func.call @show_f64(%sin0) : (f64) -> ()
  %sin1 = math.sin %x1 : f64
  func.call @show_f64(%sin1) : (f64) -> ()
  %sin2 = math.sin %x2 : f64
  func.call @show_f64(%sin2) : (f64) -> ()
  %sin3 = math.sin %x3 : f64
  func.call @show_f64(%sin3) : (f64) -> ()
  %sin4 = math.sin %x4 : f64
  func.call @show_f64(%sin4) : (f64) -> ()
  %sin5 = math.sin %x5 : f64
  func.call @show_f64(%sin5) : (f64) -> ()
  %sin6 = math.sin %x6 : f64
  func.call @show_f64(%sin6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "sinh: "
  %sinh0 = math.sinh %x0 : f64
  func.call @show_f64(%sinh0) : (f64) -> ()
  %sinh1 = math.sinh %x1 : f64
  func.call @show_f64(%sinh1) : (f64) -> ()
  %sinh2 = math.sinh %x2 : f64
  func.call @show_f64(%sinh2) : (f64) -> ()
  %sinh3 = math.sinh %x3 : f64
  func.call @show_f64(%sinh3) : (f64) -> ()
  %sinh4 = math.sinh %x4 : f64
  func.call @show_f64(%sinh4) : (f64) -> ()
  %sinh5 = math.sinh %x5 : f64
  func.call @show_f64(%sinh5) : (f64) -> ()
  %sinh6 = math.sinh %x6 : f64
  func.call @show_f64(%sinh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "sqrt: "
  %sqrt0 = math.sqrt %x0 : f64
  func.call @show_f64(%sqrt0) : (f64) -> ()
  %sqrt1 = math.sqrt %x1 : f64
  func.call @show_f64(%sqrt1) : (f64) -> ()
  %sqrt2 = math.sqrt %x2 : f64
  func.call @show_f64(%sqrt2) : (f64) -> ()
  %sqrt3 = math.sqrt %x3 : f64
  func.call @show_f64(%sqrt3) : (f64) -> ()
  %sqrt4 = math.sqrt %x4 : f64
  func.call @show_f64(%sqrt4) : (f64) -> ()
  %sqrt5 = math.sqrt %x5 : f64
  func.call @show_f64(%sqrt5) : (f64) -> ()
  %sqrt6 = math.sqrt %x6 : f64
  func.call @show_f64(%sqrt6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "tan: "
  %tan0 = math.tan %x0 : f64
  func.call @show_f64(%tan0) : (f64) -> ()
  %tan1 = math.tan %x1 : f64
  func.call @show_f64(%tan1) : (f64) -> ()
  %tan2 = math.tan %x2 : f64
  func.call @show_f64(%tan2) : (f64) -> ()
  %tan3 = math.tan %x3 : f64
  func.call @show_f64(%tan3) : (f64) -> ()
  %tan4 = math.tan %x4 : f64
  func.call @show_f64(%tan4) : (f64) -> ()
  %tan5 = math.tan %x5 : f64
  func.call @show_f64(%tan5) : (f64) -> ()
  %tan6 = math.tan %x6 : f64
  func.call @show_f64(%tan6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "tanh: "
  %tanh0 = math.tanh %x0 : f64
  func.call @show_f64(%tanh0) : (f64) -> ()
  %tanh1 = math.tanh %x1 : f64
  func.call @show_f64(%tanh1) : (f64) -> ()
  %tanh2 = math.tanh %x2 : f64
  func.call @show_f64(%tanh2) : (f64) -> ()
  %tanh3 = math.tanh %x3 : f64
  func.call @show_f64(%tanh3) : (f64) -> ()
  %tanh4 = math.tanh %x4 : f64
  func.call @show_f64(%tanh4) : (f64) -> ()
  %tanh5 = math.tanh %x5 : f64
  func.call @show_f64(%tanh5) : (f64) -> ()
  %tanh6 = math.tanh %x6 : f64
  func.call @show_f64(%tanh6) : (f64) -> ()
  vector.print punctuation <newline>
  vector.print str "trunc: "
  %trunc0 = math.trunc %x0 : f64
  func.call @show_f64(%trunc0) : (f64) -> ()
  %trunc1 = math.trunc %x1 : f64
  func.call @show_f64(%trunc1) : (f64) -> ()
  %trunc2 = math.trunc %x2 : f64
  func.call @show_f64(%trunc2) : (f64) -> ()
  %trunc3 = math.trunc %x3 : f64
  func.call @show_f64(%trunc3) : (f64) -> ()
  %trunc4 = math.trunc %x4 : f64
  func.call @show_f64(%trunc4) : (f64) -> ()
  %trunc5 = math.trunc %x5 : f64
  func.call @show_f64(%trunc5) : (f64) -> ()
  %trunc6 = math.trunc %x6 : f64
  func.call @show_f64(%trunc6) : (f64) -> ()
  vector.print punctuation <newline>
  return
}

func.func @main() {
  %v0 = arith.constant 0.5 : f64
  %v1 = arith.constant -0.75 : f64
  %v2 = arith.constant 2.5 : f64
  %v3 = arith.constant 100.0 : f64
  %v4 = arith.constant 1.0e-10 : f64
  %v5 = arith.constant -0.0 : f64
  %v6 = arith.constant 0x7FF0000000000000 : f64
  func.call @unary_f64(%v0, %v1, %v2, %v3, %v4, %v5, %v6) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: absf: 0.5, 0.75, 2.5, 100, 1e-10, 0, inf,
// CHECK-NEXT: acos: 1.0472, 2.41886, nan, nan, 1.5708, 1.5708, nan,
// CHECK-NEXT: acosh: nan, nan, 1.5668, 5.29829, nan, nan, inf,
// CHECK-NEXT: asin: 0.523599, -0.848062, nan, nan, 1e-10, -0, nan,
// CHECK-NEXT: asinh: 0.481212, -0.693147, 1.64723, 5.29834, 1e-10, -0, inf,
// CHECK-NEXT: atan: 0.463648, -0.643501, 1.19029, 1.5608, 1e-10, -0, 1.5708,
// CHECK-NEXT: atanh: 0.549306, -0.972955, nan, nan, 1e-10, -0, nan,
// CHECK-NEXT: cbrt: 0.793701, -0.90856, 1.35721, 4.64159, 0.000464159, -0, inf,
// CHECK-NEXT: ceil: 1, -0, 3, 100, 1, -0, inf,
// CHECK-NEXT: cos: 0.877583, 0.731689, -0.801144, 0.862319, 1, 1, nan,
// CHECK-NEXT: cosh: 1.12763, 1.29468, 6.13229, 1.34406e+43, 1, 1, inf,
// CHECK-NEXT: erf: 0.5205, -0.711156, 0.999593, 1, 1.12838e-10, -0, 1,
// CHECK-NEXT: erfc: 0.4795, 1.71116, 0.000406952, 0, 1, 1, 0,
// CHECK-NEXT: exp: 1.64872, 0.472367, 12.1825, 2.68812e+43, 1, 1, inf,
// CHECK-NEXT: exp2: 1.41421, 0.594604, 5.65685, 1.26765e+30, 1, 1, inf,
// CHECK-NEXT: expm1: 0.648721, -0.527633, 11.1825, 2.68812e+43, 1e-10, 0, inf,
// CHECK-NEXT: floor: 0, -1, 2, 100, 0, -0, inf,
// CHECK-NEXT: log: -0.693147, nan, 0.916291, 4.60517, -23.0259, -inf, inf,
// CHECK-NEXT: log10: -0.30103, nan, 0.39794, 2, -10, -inf, inf,
// CHECK-NEXT: log1p: 0.405465, -1.38629, 1.25276, 4.61512, 1e-10, 0, inf,
// CHECK-NEXT: log2: -1, nan, 1.32193, 6.64386, -33.2193, -inf, inf,
// CHECK-NEXT: round: 1, -1, 3, 100, 0, -0, inf,
// CHECK-NEXT: roundeven: 0, -1, 2, 100, 0, -0, inf,
// CHECK-NEXT: rsqrt: 1.41421, nan, 0.632456, 0.1, 100000, -inf, 0,
// CHECK-NEXT: sin: 0.479426, -0.681639, 0.598472, -0.506366, 1e-10, -0, nan,
// CHECK-NEXT: sinh: 0.521095, -0.822317, 6.0502, 1.34406e+43, 1e-10, -0, inf,
// CHECK-NEXT: sqrt: 0.707107, nan, 1.58114, 10, 1e-05, -0, inf,
// CHECK-NEXT: tan: 0.546302, -0.931596, -0.747022, -0.587214, 1e-10, -0, nan,
// CHECK-NEXT: tanh: 0.462117, -0.635149, 0.986614, 1, 1e-10, -0, 1,
// CHECK-NEXT: trunc: 0, -0, 2, 100, 0, -0, inf,
