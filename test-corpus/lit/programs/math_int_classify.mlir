// Covers: math.absi (incl. INT_MIN, which stays INT_MIN), math.ctlz, math.cttz, math.ctpop on
// zero (ctlz/cttz of 0 is the bit width), negative and ordinary values at i8, i16, i32, i64;
// math.isnan, math.isfinite on zero, subnormals, normals, inf and NaN for f32 and f64 (run time);
// math.isinf and math.isnormal on constants only: upstream cannot lower them (math-to-llvm has no
// pattern), it only runs them when its folder removes them.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// absi, ctlz, cttz, ctpop on one line.
func.func @bits_i8(%x: i8) {
  %0 = math.absi %x : i8
  %1 = math.ctlz %x : i8
  %2 = math.cttz %x : i8
  %3 = math.ctpop %x : i8
  vector.print %0 : i8 punctuation <comma>
  vector.print %1 : i8 punctuation <comma>
  vector.print %2 : i8 punctuation <comma>
  vector.print %3 : i8
  return
}

func.func @bits_i16(%x: i16) {
  %0 = math.absi %x : i16
  %1 = math.ctlz %x : i16
  %2 = math.cttz %x : i16
  %3 = math.ctpop %x : i16
  vector.print %0 : i16 punctuation <comma>
  vector.print %1 : i16 punctuation <comma>
  vector.print %2 : i16 punctuation <comma>
  vector.print %3 : i16
  return
}

func.func @bits_i32(%x: i32) {
  %0 = math.absi %x : i32
  %1 = math.ctlz %x : i32
  %2 = math.cttz %x : i32
  %3 = math.ctpop %x : i32
  vector.print %0 : i32 punctuation <comma>
  vector.print %1 : i32 punctuation <comma>
  vector.print %2 : i32 punctuation <comma>
  vector.print %3 : i32
  return
}

func.func @bits_i64(%x: i64) {
  %0 = math.absi %x : i64
  %1 = math.ctlz %x : i64
  %2 = math.cttz %x : i64
  %3 = math.ctpop %x : i64
  vector.print %0 : i64 punctuation <comma>
  vector.print %1 : i64 punctuation <comma>
  vector.print %2 : i64 punctuation <comma>
  vector.print %3 : i64
  return
}

// isnan, isfinite on one line.
func.func @classify_f64(%x: f64) {
  %0 = math.isnan %x : f64
  %2 = math.isfinite %x : f64
  vector.print %0 : i1 punctuation <comma>
  vector.print %2 : i1
  return
}

func.func @classify_f32(%x: f32) {
  %0 = math.isnan %x : f32
  %2 = math.isfinite %x : f32
  vector.print %0 : i1 punctuation <comma>
  vector.print %2 : i1
  return
}

func.func @main() {
  %a0 = arith.constant 0 : i8
  %a1 = arith.constant -128 : i8
  %a2 = arith.constant -6 : i8
  %a3 = arith.constant 40 : i8
  func.call @bits_i8(%a0) : (i8) -> ()
  func.call @bits_i8(%a1) : (i8) -> ()
  func.call @bits_i8(%a2) : (i8) -> ()
  func.call @bits_i8(%a3) : (i8) -> ()
  %b0 = arith.constant 0 : i16
  %b1 = arith.constant -1 : i16
  %b2 = arith.constant 256 : i16
  func.call @bits_i16(%b0) : (i16) -> ()
  func.call @bits_i16(%b1) : (i16) -> ()
  func.call @bits_i16(%b2) : (i16) -> ()
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant -2147483648 : i32
  %c2 = arith.constant -12345 : i32
  %c3 = arith.constant 1 : i32
  func.call @bits_i32(%c0) : (i32) -> ()
  func.call @bits_i32(%c1) : (i32) -> ()
  func.call @bits_i32(%c2) : (i32) -> ()
  func.call @bits_i32(%c3) : (i32) -> ()
  %d0 = arith.constant 0 : i64
  %d1 = arith.constant -9223372036854775808 : i64
  %d2 = arith.constant -1 : i64
  %d3 = arith.constant 1099511627776 : i64
  func.call @bits_i64(%d0) : (i64) -> ()
  func.call @bits_i64(%d1) : (i64) -> ()
  func.call @bits_i64(%d2) : (i64) -> ()
  func.call @bits_i64(%d3) : (i64) -> ()

  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %sub = arith.constant 4.9406564584124654e-324 : f64
  %min = arith.constant 2.2250738585072014e-308 : f64
  %one = arith.constant -1.0 : f64
  %inf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000001 : f64
  func.call @classify_f64(%z) : (f64) -> ()
  func.call @classify_f64(%nz) : (f64) -> ()
  func.call @classify_f64(%sub) : (f64) -> ()
  func.call @classify_f64(%min) : (f64) -> ()
  func.call @classify_f64(%one) : (f64) -> ()
  func.call @classify_f64(%inf) : (f64) -> ()
  func.call @classify_f64(%nan) : (f64) -> ()
  %fsub = arith.constant 1.0e-40 : f32
  %fmax = arith.constant 3.4028235e38 : f32
  %finf = arith.constant 0x7F800000 : f32
  %fnan = arith.constant 0xFFC00000 : f32
  func.call @classify_f32(%fsub) : (f32) -> ()
  func.call @classify_f32(%fmax) : (f32) -> ()
  func.call @classify_f32(%finf) : (f32) -> ()
  func.call @classify_f32(%fnan) : (f32) -> ()

  // isinf / isnormal (folded by upstream).
  %i0 = math.isinf %inf : f64
  %i1 = math.isinf %nan : f64
  %i2 = math.isinf %fmax : f32
  %i3 = math.isinf %finf : f32
  %n0 = math.isnormal %sub : f64
  %n1 = math.isnormal %min : f64
  %n2 = math.isnormal %z : f64
  %n3 = math.isnormal %fsub : f32
  %n4 = math.isnormal %fmax : f32
  %n5 = math.isnormal %fnan : f32
  vector.print %i0 : i1 punctuation <comma>
  vector.print %i1 : i1 punctuation <comma>
  vector.print %i2 : i1 punctuation <comma>
  vector.print %i3 : i1
  vector.print %n0 : i1 punctuation <comma>
  vector.print %n1 : i1 punctuation <comma>
  vector.print %n2 : i1 punctuation <comma>
  vector.print %n3 : i1 punctuation <comma>
  vector.print %n4 : i1 punctuation <comma>
  vector.print %n5 : i1
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: 0, 8, 8, 0
// CHECK-NEXT: -128, 0, 7, 1
// CHECK-NEXT: 6, 0, 1, 6
// CHECK-NEXT: 40, 2, 3, 2
// CHECK-NEXT: 0, 16, 16, 0
// CHECK-NEXT: 1, 0, 0, 16
// CHECK-NEXT: 256, 7, 8, 1
// CHECK-NEXT: 0, 32, 32, 0
// CHECK-NEXT: -2147483648, 0, 31, 1
// CHECK-NEXT: 12345, 0, 0, 27
// CHECK-NEXT: 1, 31, 0, 1
// CHECK-NEXT: 0, 64, 64, 0
// CHECK-NEXT: -9223372036854775808, 0, 63, 1
// CHECK-NEXT: 1, 0, 0, 64
// CHECK-NEXT: 1099511627776, 23, 40, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 0
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 0
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 1, 0, 0, 1
// CHECK-NEXT: 0, 1, 0, 0, 1, 0
