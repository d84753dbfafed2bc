// Ops whose upstream lowering is an expansion loomlir reproduces step by step: index.sizeof (the
// index width in bits), math.expm1 = exp(x) - 1 and math.log1p = log(1 + x) rounded in the
// operand's type after each step (f16 expm1(0.5) = 0.648438, tiny f32 arguments lose precision,
// expm1(-0) = log1p(-0) = +0), arith.scaling_extf/scaling_truncf with power-of-two scales.
func.func @expm1_log1p_f16(%x: f16) {
  %0 = math.expm1 %x : f16
  %1 = math.log1p %x : f16
  vector.print %0 : f16 punctuation <comma>
  vector.print %1 : f16
  return
}
func.func @expm1_log1p_f32(%x: f32) {
  %0 = math.expm1 %x : f32
  %1 = math.log1p %x : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32
  return
}
func.func @expm1_log1p_f64(%x: f64) {
  %0 = math.expm1 %x : f64
  %1 = math.log1p %x : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64
  return
}
func.func @main() {
  %size = index.sizeof
  vector.print %size : index
  %h0 = arith.constant 0.5 : f16
  %h1 = arith.constant -0.0 : f16
  %h2 = arith.constant 0.001 : f16
  %h3 = arith.constant 3.0 : f16
  call @expm1_log1p_f16(%h0) : (f16) -> ()
  call @expm1_log1p_f16(%h1) : (f16) -> ()
  call @expm1_log1p_f16(%h2) : (f16) -> ()
  call @expm1_log1p_f16(%h3) : (f16) -> ()
  %s0 = arith.constant 1.0e-5 : f32
  %s1 = arith.constant -0.0 : f32
  %s2 = arith.constant 2.5 : f32
  call @expm1_log1p_f32(%s0) : (f32) -> ()
  call @expm1_log1p_f32(%s1) : (f32) -> ()
  call @expm1_log1p_f32(%s2) : (f32) -> ()
  %d0 = arith.constant 1.0e-12 : f64
  %d1 = arith.constant -0.0 : f64
  %d2 = arith.constant -0.75 : f64
  call @expm1_log1p_f64(%d0) : (f64) -> ()
  call @expm1_log1p_f64(%d1) : (f64) -> ()
  call @expm1_log1p_f64(%d2) : (f64) -> ()
  %x = arith.constant 1.5 : f16
  %big = arith.constant 1024.0 : f32
  %tiny = arith.constant 0.0078125 : bf16
  %e0 = arith.scaling_extf %x, %big : f16, f32 to f32
  %e1 = arith.scaling_extf %x, %tiny : f16, bf16 to f64
  vector.print %e0 : f32
  vector.print %e1 : f64
  %y = arith.constant 1.0e6 : f64
  %t0 = arith.scaling_truncf %y, %big : f64, f32 to f16
  %t1 = arith.scaling_truncf %y, %tiny : f64, bf16 to f32
  vector.print %t0 : f16
  vector.print %t1 : f32
  return
}
