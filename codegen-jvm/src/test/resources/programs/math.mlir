// math functions, printed with %g as upstream's libm results.
func.func @unary64(%x: f64) {
  %0 = math.sin %x : f64
  %1 = math.cos %x : f64
  %2 = math.tan %x : f64
  %3 = math.exp %x : f64
  %4 = math.exp2 %x : f64
  %5 = math.expm1 %x : f64
  %6 = math.log %x : f64
  %7 = math.log2 %x : f64
  %8 = math.log10 %x : f64
  %9 = math.log1p %x : f64
  %10 = math.sqrt %x : f64
  %11 = math.rsqrt %x : f64
  %12 = math.cbrt %x : f64
  %13 = math.tanh %x : f64
  %14 = math.atan %x : f64
  %15 = math.erf %x : f64
  %16 = math.floor %x : f64
  %17 = math.ceil %x : f64
  %18 = math.round %x : f64
  %19 = math.roundeven %x : f64
  %20 = math.trunc %x : f64
  %21 = math.absf %x : f64
  %22 = math.sinh %x : f64
  %23 = math.cosh %x : f64
  %24 = math.asinh %x : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64 punctuation <comma>
  vector.print %4 : f64 punctuation <comma>
  vector.print %5 : f64 punctuation <comma>
  vector.print %6 : f64 punctuation <comma>
  vector.print %7 : f64 punctuation <comma>
  vector.print %8 : f64 punctuation <comma>
  vector.print %9 : f64
  vector.print %10 : f64 punctuation <comma>
  vector.print %11 : f64 punctuation <comma>
  vector.print %12 : f64 punctuation <comma>
  vector.print %13 : f64 punctuation <comma>
  vector.print %14 : f64 punctuation <comma>
  vector.print %15 : f64 punctuation <comma>
  vector.print %16 : f64 punctuation <comma>
  vector.print %17 : f64 punctuation <comma>
  vector.print %18 : f64 punctuation <comma>
  vector.print %19 : f64 punctuation <comma>
  vector.print %20 : f64 punctuation <comma>
  vector.print %21 : f64
  vector.print %22 : f64 punctuation <comma>
  vector.print %23 : f64 punctuation <comma>
  vector.print %24 : f64
  return
}
// NaN results of libm (log of a negative number, ...) have platform-dependent signs: not printed.
func.func @negative64(%x: f64) {
  %0 = math.sin %x : f64
  %1 = math.exp2 %x : f64
  %2 = math.expm1 %x : f64
  %3 = math.cbrt %x : f64
  %4 = math.erf %x : f64
  %5 = math.floor %x : f64
  %6 = math.ceil %x : f64
  %7 = math.round %x : f64
  %8 = math.roundeven %x : f64
  %9 = math.trunc %x : f64
  %10 = math.absf %x : f64
  %11 = math.asinh %x : f64
  %12 = math.tanh %x : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64 punctuation <comma>
  vector.print %4 : f64 punctuation <comma>
  vector.print %5 : f64 punctuation <comma>
  vector.print %6 : f64 punctuation <comma>
  vector.print %7 : f64 punctuation <comma>
  vector.print %8 : f64 punctuation <comma>
  vector.print %9 : f64 punctuation <comma>
  vector.print %10 : f64 punctuation <comma>
  vector.print %11 : f64 punctuation <comma>
  vector.print %12 : f64
  return
}
func.func @unary32(%x: f32) {
  %0 = math.sin %x : f32
  %1 = math.exp %x : f32
  %2 = math.log %x : f32
  %3 = math.sqrt %x : f32
  %4 = math.erf %x : f32
  %5 = math.round %x : f32
  %6 = math.roundeven %x : f32
  %7 = math.atan %x : f32
  %8 = math.rsqrt %x : f32
  %9 = math.log2 %x : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32 punctuation <comma>
  vector.print %4 : f32 punctuation <comma>
  vector.print %5 : f32 punctuation <comma>
  vector.print %6 : f32 punctuation <comma>
  vector.print %7 : f32 punctuation <comma>
  vector.print %8 : f32 punctuation <comma>
  vector.print %9 : f32
  return
}
func.func @binary(%x: f64, %y: f64) {
  %0 = math.atan2 %x, %y : f64
  %1 = math.powf %x, %y : f64
  %2 = math.copysign %x, %y : f64
  %3 = math.fma %x, %y, %x : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64
  return
}
func.func @ints(%x: i32, %y: i8) {
  %0 = math.ctlz %x : i32
  %1 = math.cttz %x : i32
  %2 = math.ctpop %x : i32
  %3 = math.absi %x : i32
  %4 = math.ctlz %y : i8
  %5 = math.cttz %y : i8
  %6 = math.ctpop %y : i8
  %7 = math.absi %y : i8
  vector.print %0 : i32 punctuation <comma>
  vector.print %1 : i32 punctuation <comma>
  vector.print %2 : i32 punctuation <comma>
  vector.print %3 : i32 punctuation <comma>
  vector.print %4 : i8 punctuation <comma>
  vector.print %5 : i8 punctuation <comma>
  vector.print %6 : i8 punctuation <comma>
  vector.print %7 : i8
  return
}
func.func @classify(%x: f32) {
  %0 = math.isnan %x : f32
  vector.print %0 : i1
  return
}
func.func @main() {
  %a = arith.constant 0.5 : f64
  %b = arith.constant 2.5 : f64
  %c = arith.constant 3.7 : f64
  %d = arith.constant -1.5 : f64
  call @unary64(%a) : (f64) -> ()
  call @unary64(%b) : (f64) -> ()
  call @unary64(%c) : (f64) -> ()
  call @negative64(%d) : (f64) -> ()
  %e = arith.constant 1.25 : f32
  %f = arith.constant 10.5 : f32
  %g = arith.constant 0.001 : f32
  call @unary32(%e) : (f32) -> ()
  call @unary32(%f) : (f32) -> ()
  call @unary32(%g) : (f32) -> ()
  %m2 = arith.constant -2.0 : f64
  %p3 = arith.constant 3.0 : f64
  %half = arith.constant 0.5 : f64
  call @binary(%m2, %p3) : (f64, f64) -> ()
  call @binary(%p3, %half) : (f64, f64) -> ()
  call @binary(%p3, %m2) : (f64, f64) -> ()
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 40 : i32
  %i2 = arith.constant -2147483648 : i32
  %b0 = arith.constant 0 : i8
  %b1 = arith.constant 12 : i8
  %b2 = arith.constant -128 : i8
  call @ints(%i0, %b0) : (i32, i8) -> ()
  call @ints(%i1, %b1) : (i32, i8) -> ()
  call @ints(%i2, %b2) : (i32, i8) -> ()
  %n = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  call @classify(%n) : (f32) -> ()
  call @classify(%inf) : (f32) -> ()
  call @classify(%e) : (f32) -> ()
  return
}
