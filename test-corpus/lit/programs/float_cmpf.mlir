// Covers: arith.cmpf with all 16 predicates (false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt,
// uge, ult, ule, une, uno, true) on f32, f64 and f16, with NaN operands on either side, -0.0 vs
// 0.0, infinities and equal values.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// One line per pair, predicates in the order above.
func.func @cmp_f64(%a: f64, %b: f64) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b : f64
  %15 = arith.cmpf true, %a, %b : f64
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1 punctuation <comma>
  vector.print %10 : i1 punctuation <comma>
  vector.print %11 : i1 punctuation <comma>
  vector.print %12 : i1 punctuation <comma>
  vector.print %13 : i1 punctuation <comma>
  vector.print %14 : i1 punctuation <comma>
  vector.print %15 : i1
  return
}

func.func @cmp_f32(%a: f32, %b: f32) {
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
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1 punctuation <comma>
  vector.print %10 : i1 punctuation <comma>
  vector.print %11 : i1 punctuation <comma>
  vector.print %12 : i1 punctuation <comma>
  vector.print %13 : i1 punctuation <comma>
  vector.print %14 : i1 punctuation <comma>
  vector.print %15 : i1
  return
}

func.func @cmp_f16(%a: f16, %b: f16) {
  %0 = arith.cmpf false, %a, %b : f16
  %1 = arith.cmpf oeq, %a, %b : f16
  %2 = arith.cmpf ogt, %a, %b : f16
  %3 = arith.cmpf oge, %a, %b : f16
  %4 = arith.cmpf olt, %a, %b : f16
  %5 = arith.cmpf ole, %a, %b : f16
  %6 = arith.cmpf one, %a, %b : f16
  %7 = arith.cmpf ord, %a, %b : f16
  %8 = arith.cmpf ueq, %a, %b : f16
  %9 = arith.cmpf ugt, %a, %b : f16
  %10 = arith.cmpf uge, %a, %b : f16
  %11 = arith.cmpf ult, %a, %b : f16
  %12 = arith.cmpf ule, %a, %b : f16
  %13 = arith.cmpf une, %a, %b : f16
  %14 = arith.cmpf uno, %a, %b : f16
  %15 = arith.cmpf true, %a, %b : f16
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1 punctuation <comma>
  vector.print %10 : i1 punctuation <comma>
  vector.print %11 : i1 punctuation <comma>
  vector.print %12 : i1 punctuation <comma>
  vector.print %13 : i1 punctuation <comma>
  vector.print %14 : i1 punctuation <comma>
  vector.print %15 : i1
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  func.call @cmp_f64(%one, %two) : (f64, f64) -> ()
  func.call @cmp_f64(%two, %one) : (f64, f64) -> ()
  func.call @cmp_f64(%one, %one) : (f64, f64) -> ()
  func.call @cmp_f64(%z, %nz) : (f64, f64) -> ()
  func.call @cmp_f64(%nan, %one) : (f64, f64) -> ()
  func.call @cmp_f64(%one, %nan) : (f64, f64) -> ()
  func.call @cmp_f64(%nan, %nan) : (f64, f64) -> ()
  func.call @cmp_f64(%inf, %inf) : (f64, f64) -> ()
  func.call @cmp_f64(%ninf, %inf) : (f64, f64) -> ()

  %fa = arith.constant -1.5 : f32
  %fb = arith.constant 0.25 : f32
  %fnan = arith.constant 0xFFC00000 : f32
  func.call @cmp_f32(%fa, %fb) : (f32, f32) -> ()
  func.call @cmp_f32(%fnan, %fb) : (f32, f32) -> ()
  func.call @cmp_f32(%fb, %fb) : (f32, f32) -> ()

  %ha = arith.constant 65504.0 : f16
  %hb = arith.constant 0x7E00 : f16
  func.call @cmp_f16(%ha, %ha) : (f16, f16) -> ()
  func.call @cmp_f16(%ha, %hb) : (f16, f16) -> ()
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
