// Covers: math.atan2 (all four quadrants, signed zeros), math.copysign, math.powf (negative base,
// zero to a negative power, NaN with a zero exponent), math.fma (single rounding, visible against
// mulf + addf), math.fpowi (negative and zero exponents), math.sincos, on f32 and f64; math.ipowi
// with constant operands (upstream can only run ipowi when its folder removes it). fpowi uses i32
// exponents: LLVM rejects others ("POWI exponent does not match sizeof(int)").
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func @show(%x: f64) {
  %isnan = arith.cmpf uno, %x, %x : f64
  scf.if %isnan {
    vector.print str "nan, "
  } else {
    vector.print %x : f64 punctuation <comma>
  }
  return
}

// atan2, copysign, powf of (a, b) on one line.
func.func @binary(%a: f64, %b: f64) {
  %0 = math.atan2 %a, %b : f64
  %1 = math.copysign %a, %b : f64
  %2 = math.powf %a, %b : f64
  func.call @show(%0) : (f64) -> ()
  func.call @show(%1) : (f64) -> ()
  func.call @show(%2) : (f64) -> ()
  vector.print punctuation <newline>
  return
}

func.func @binary_f32(%a: f32, %b: f32) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b : f32
  %2 = math.powf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32
  return
}

func.func @fused(%a: f64, %b: f64, %c: f64) {
  %f = math.fma %a, %b, %c : f64
  %m = arith.mulf %a, %b : f64
  %s = arith.addf %m, %c : f64
  vector.print %f : f64 punctuation <comma>
  vector.print %s : f64
  return
}

func.func @fused_f32(%a: f32, %b: f32, %c: f32) {
  %f = math.fma %a, %b, %c : f32
  vector.print %f : f32
  return
}

func.func @powi(%a: f64, %n: i32, %b: f32, %m: i32) {
  %0 = math.fpowi %a, %n : f64, i32
  %1 = math.fpowi %b, %m : f32, i32
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f32
  return
}

func.func @sc(%x: f64, %y: f32) {
  %s, %c = math.sincos %x : f64
  %s32, %c32 = math.sincos %y : f32
  vector.print %s : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %s32 : f32 punctuation <comma>
  vector.print %c32 : f32
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %m1 = arith.constant -1.0 : f64
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %m8 = arith.constant -8.0 : f64
  %third = arith.constant 0.3333333333333333 : f64
  %three = arith.constant 3.0 : f64
  %half = arith.constant 0.5 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  func.call @binary(%one, %one) : (f64, f64) -> ()
  func.call @binary(%one, %m1) : (f64, f64) -> ()
  func.call @binary(%m1, %m1) : (f64, f64) -> ()
  func.call @binary(%m1, %one) : (f64, f64) -> ()
  func.call @binary(%z, %m1) : (f64, f64) -> ()
  func.call @binary(%nz, %m1) : (f64, f64) -> ()
  func.call @binary(%z, %nz) : (f64, f64) -> ()
  func.call @binary(%m8, %third) : (f64, f64) -> ()
  func.call @binary(%m8, %three) : (f64, f64) -> ()
  func.call @binary(%z, %m1) : (f64, f64) -> ()
  func.call @binary(%nz, %three) : (f64, f64) -> ()
  func.call @binary(%nan, %z) : (f64, f64) -> ()
  func.call @binary(%one, %nan) : (f64, f64) -> ()
  func.call @binary(%inf, %half) : (f64, f64) -> ()
  func.call @binary(%half, %inf) : (f64, f64) -> ()

  %fa = arith.constant 2.0 : f32
  %fb = arith.constant 10.0 : f32
  %fc = arith.constant -3.0 : f32
  func.call @binary_f32(%fa, %fb) : (f32, f32) -> ()
  func.call @binary_f32(%fc, %fa) : (f32, f32) -> ()

  // 0.1 * 10 - 1: one rounding gives the error of 0.1, two roundings give 0.
  %p1 = arith.constant 0.1 : f64
  %ten = arith.constant 10.0 : f64
  func.call @fused(%p1, %ten, %m1) : (f64, f64, f64) -> ()
  func.call @fused(%three, %half, %one) : (f64, f64, f64) -> ()
  %q1 = arith.constant 0.1 : f32
  %qten = arith.constant 10.0 : f32
  %qm1 = arith.constant -1.0 : f32
  func.call @fused_f32(%q1, %qten, %qm1) : (f32, f32, f32) -> ()

  %e3 = arith.constant 3 : i32
  %em2 = arith.constant -2 : i32
  %e0 = arith.constant 0 : i32
  %l5 = arith.constant 5 : i32
  %lm1 = arith.constant -1 : i32
  %b2 = arith.constant -2.0 : f32
  func.call @powi(%m8, %e3, %b2, %l5) : (f64, i32, f32, i32) -> ()
  func.call @powi(%half, %em2, %b2, %lm1) : (f64, i32, f32, i32) -> ()
  func.call @powi(%nan, %e0, %fa, %lm1) : (f64, i32, f32, i32) -> ()

  %y = arith.constant 2.0 : f32
  func.call @sc(%three, %y) : (f64, f32) -> ()
  func.call @sc(%nz, %y) : (f64, f32) -> ()

  // ipowi: folded by upstream at compile time (wrap-around, negative exponents).
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i40 = arith.constant 40 : i32
  %im1 = arith.constant -1 : i32
  %im2 = arith.constant -2 : i32
  %im3 = arith.constant -3 : i32
  %i2 = arith.constant 2 : i32
  %r1 = math.ipowi %i3, %i5 : i32
  %r2 = math.ipowi %i3, %i40 : i32
  %r3 = math.ipowi %im1, %im3 : i32
  %r4 = math.ipowi %i2, %im1 : i32
  %r5 = math.ipowi %im2, %i5 : i32
  vector.print %r1 : i32
  vector.print %r2 : i32
  vector.print %r3 : i32
  vector.print %r4 : i32
  vector.print %r5 : i32
  %b8 = arith.constant 7 : i8
  %r6 = math.ipowi %b8, %b8 : i8
  vector.print %r6 : i8
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: 0.785398, 1, 1,
// CHECK-NEXT: 2.35619, -1, 1,
// CHECK-NEXT: -2.35619, -1, -1,
// CHECK-NEXT: -0.785398, 1, -1,
// CHECK-NEXT: 3.14159, -0, inf,
// CHECK-NEXT: -3.14159, -0, -inf,
// CHECK-NEXT: 3.14159, -0, 1,
// CHECK-NEXT: -1.52915, 8, nan,
// CHECK-NEXT: -1.21203, 8, -512,
// CHECK-NEXT: 3.14159, -0, inf,
// CHECK-NEXT: -0, 0, -0,
// CHECK-NEXT: nan, nan, 1,
// CHECK-NEXT: nan, 1, 1,
// CHECK-NEXT: 1.5708, inf, inf,
// CHECK-NEXT: 0, 0.5, 0,
// CHECK-NEXT: 0.197396, 2, 1024
// CHECK-NEXT: -0.982794, 3, 9
// CHECK-NEXT: 5.55112e-17, 0
// CHECK-NEXT: 2.5, 2.5
// CHECK-NEXT: 1.49012e-08
// CHECK-NEXT: -512, -32
// CHECK-NEXT: 4, -0.5
// CHECK-NEXT: 1, 0.5
// CHECK-NEXT: 0.14112, -0.989992, 0.909297, -0.416147
// CHECK-NEXT: -0, 1, 0.909297, -0.416147
// CHECK-NEXT: 243
// CHECK-NEXT: 689956897
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -32
// CHECK-NEXT: -9
