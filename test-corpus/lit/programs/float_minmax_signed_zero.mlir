// Covers: arith.minimumf, arith.maximumf, arith.minnumf, arith.maxnumf on +0 and -0, in both
// orders, on f64 and f32 (%g prints -0 and +0 apart).
// UPSTREAM-DEVIATES: upstream's reference pipeline (-arith-expand: cmpf + select) ignores the sign
// of zeros and returns the second operand; loomlir follows the ops' documented semantics.
// The documentation (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td, descriptions of
// arith.maximumf and arith.minimumf) says they return the maximum/minimum of the two arguments
// "treating -0.0 as less than +0.0", so minimumf(+0, -0) = minimumf(-0, +0) = -0 and
// maximumf(+0, -0) = maximumf(-0, +0) = +0, whatever the order (mlir-native-run prints
// "-0, -0, -0, -0" for (+0, -0) and "0, 0, 0, 0" for (-0, +0)). For arith.minnumf and
// arith.maxnumf the same file says "If the arguments are -0.0 and +0.0, then the result is either
// of them": loomlir orders them the same way (-0 < +0, as IEEE 754-2019 minimumNumber and
// maximumNumber do).
// The expected values below are worked out by hand from these descriptions; this program is not
// compared with upstream's output (see README.md).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// minimumf, maximumf, minnumf, maxnumf of a and b.
func.func @mm_f64(%a: f64, %b: f64) {
  %0 = arith.minimumf %a, %b : f64
  %1 = arith.maximumf %a, %b : f64
  %2 = arith.minnumf %a, %b : f64
  %3 = arith.maxnumf %a, %b : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64
  return
}

func.func @mm_f32(%a: f32, %b: f32) {
  %0 = arith.minimumf %a, %b : f32
  %1 = arith.maximumf %a, %b : f32
  %2 = arith.minnumf %a, %b : f32
  %3 = arith.maxnumf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32
  return
}

func.func @main() {
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  func.call @mm_f64(%z, %nz) : (f64, f64) -> ()
  func.call @mm_f64(%nz, %z) : (f64, f64) -> ()

  %fz = arith.constant 0.0 : f32
  %fnz = arith.constant -0.0 : f32
  func.call @mm_f32(%fnz, %fz) : (f32, f32) -> ()
  func.call @mm_f32(%fz, %fnz) : (f32, f32) -> ()
  return
}

// Expected output, worked out by hand from the documented semantics (see above):
// CHECK: -0, 0, -0, 0
// CHECK-NEXT: -0, 0, -0, 0
// CHECK-NEXT: -0, 0, -0, 0
// CHECK-NEXT: -0, 0, -0, 0
