// Covers: math.clampf on f64 and f32 (value below, inside and above the range, on a bound).
// UPSTREAM-UNSUPPORTED: the reference pipeline cannot lower math.clampf ("failed to legalize"), and
// mlir-opt-22 -math-expand-ops expands it as maximumf(minimumf(value, min), max), which gives
// clampf(0 to [-1, 2]) = 2, against the op's documented semantics
// clampf(value, min, max) = maxf(minf(value, max), min). The expected values below are worked out
// by hand from the documented semantics (no NaN or signed-zero cases, where maxf/minf would be
// ambiguous).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func @clamp(%x: f64, %lo: f64, %hi: f64) {
  %r = math.clampf %x to [%lo, %hi] : f64
  vector.print %r : f64
  return
}

func.func @main() {
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 2.0 : f64
  %below = arith.constant -3.5 : f64
  %inside = arith.constant 0.0 : f64
  %inside2 = arith.constant 1.5 : f64
  %above = arith.constant 5.0 : f64
  func.call @clamp(%below, %lo, %hi) : (f64, f64, f64) -> ()
  func.call @clamp(%inside, %lo, %hi) : (f64, f64, f64) -> ()
  func.call @clamp(%inside2, %lo, %hi) : (f64, f64, f64) -> ()
  func.call @clamp(%above, %lo, %hi) : (f64, f64, f64) -> ()
  func.call @clamp(%hi, %lo, %hi) : (f64, f64, f64) -> ()
  %x = arith.constant 0.25 : f32
  %flo = arith.constant 0.5 : f32
  %fhi = arith.constant 0.75 : f32
  %r = math.clampf %x to [%flo, %fhi] : f32
  vector.print %r : f32
  %y = arith.constant 0.6 : f32
  %r2 = math.clampf %y to [%flo, %fhi] : f32
  vector.print %r2 : f32
  return
}

// Expected output, worked out by hand (see above):
// CHECK: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 0.5
// CHECK-NEXT: 0.6
