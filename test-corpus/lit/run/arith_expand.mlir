// RUN: loomlir run %s --arith-expand=include-bf16 | FileCheck %s --check-prefixes=CHECK,EXPANDED --match-full-lines
// RUN: loomlir run %s | FileCheck %s --check-prefixes=CHECK,DIRECT --match-full-lines
// The ops arith-expand rewrites, on edge operands passed as arguments (so that neither loomlir nor
// upstream folds them away before the expansion): the program prints the same with and without
// the pass, and what upstream prints (mlir-native-run, at -O3 and -O0), except for the signed
// zeros at the end. There upstream's expansion (cmpf + select, which the EXPANDED run follows)
// returns the second operand, while loomlir's own lowering (DIRECT) orders -0 below +0 as the ops'
// documentation says (see programs/float_minmax_signed_zero.mlir).
// Division by zero and INT_MIN / -1 are undefined behaviour and are left out.

func.func @divs_i32(%a: i32, %b: i32) {
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %u = arith.ceildivui %a, %b : i32
  vector.print %c : i32
  vector.print %f : i32
  vector.print %u : i32
  return
}

func.func @divs_i64(%a: i64, %b: i64) {
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  %u = arith.ceildivui %a, %b : i64
  vector.print %c : i64
  vector.print %f : i64
  vector.print %u : i64
  return
}

func.func @divs_index(%a: index, %b: index) {
  %c = arith.ceildivsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %u = arith.ceildivui %a, %b : index
  vector.print %c : index
  vector.print %f : index
  vector.print %u : index
  return
}

func.func @minmax_i32(%a: i32, %b: i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  vector.print %0 : i32
  vector.print %1 : i32
  vector.print %2 : i32
  vector.print %3 : i32
  return
}

func.func @minmax_f32(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  return
}

func.func @minmax_f64(%a: f64, %b: f64) {
  %0 = arith.maximumf %a, %b : f64
  %1 = arith.minimumf %a, %b : f64
  %2 = arith.maxnumf %a, %b : f64
  %3 = arith.minnumf %a, %b : f64
  vector.print %0 : f64
  vector.print %1 : f64
  vector.print %2 : f64
  vector.print %3 : f64
  return
}

func.func @bf16_round_trip(%x: f32) {
  %t = arith.truncf %x : f32 to bf16
  %e = arith.extf %t : bf16 to f32
  vector.print %e : f32
  return
}

func.func @main() {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  func.call @divs_i32(%c7, %c2) : (i32, i32) -> ()
  func.call @divs_i32(%cm7, %c2) : (i32, i32) -> ()
  func.call @divs_i32(%c7, %cm2) : (i32, i32) -> ()
  func.call @divs_i32(%cm7, %cm2) : (i32, i32) -> ()
  func.call @divs_i32(%c0, %c5) : (i32, i32) -> ()
  func.call @divs_i32(%c6, %c3) : (i32, i32) -> ()
  func.call @divs_i32(%min, %c2) : (i32, i32) -> ()
  func.call @divs_i32(%max, %cm2) : (i32, i32) -> ()
  func.call @divs_i32(%cm1, %c2) : (i32, i32) -> ()
  func.call @divs_i32(%c1, %cm1) : (i32, i32) -> ()

  %l7 = arith.constant 7 : i64
  %lm3 = arith.constant -3 : i64
  %lmin = arith.constant -9223372036854775808 : i64
  %l3 = arith.constant 3 : i64
  func.call @divs_i64(%l7, %lm3) : (i64, i64) -> ()
  func.call @divs_i64(%lmin, %l3) : (i64, i64) -> ()

  %i9 = arith.constant 9 : index
  %im9 = arith.constant -9 : index
  %i4 = arith.constant 4 : index
  func.call @divs_index(%i9, %i4) : (index, index) -> ()
  func.call @divs_index(%im9, %i4) : (index, index) -> ()

  func.call @minmax_i32(%cm1, %c1) : (i32, i32) -> ()
  func.call @minmax_i32(%min, %max) : (i32, i32) -> ()

  %f15 = arith.constant 1.5 : f32
  %fm2 = arith.constant -2.0 : f32
  %fnan = arith.constant 0x7FC00000 : f32
  %finf = arith.constant 0x7F800000 : f32
  %fminf = arith.constant 0xFF800000 : f32
  func.call @minmax_f32(%f15, %fm2) : (f32, f32) -> ()
  func.call @minmax_f32(%fnan, %f15) : (f32, f32) -> ()
  func.call @minmax_f32(%f15, %fnan) : (f32, f32) -> ()
  func.call @minmax_f32(%finf, %fminf) : (f32, f32) -> ()
  %d1 = arith.constant 1.0 : f64
  %dm3 = arith.constant -3.25 : f64
  %dnan = arith.constant 0x7FF8000000000000 : f64
  func.call @minmax_f64(%dm3, %d1) : (f64, f64) -> ()
  func.call @minmax_f64(%dnan, %dm3) : (f64, f64) -> ()
  func.call @minmax_f64(%d1, %dnan) : (f64, f64) -> ()

  %r1 = arith.constant 1.00390625 : f32
  %r2 = arith.constant 1.01171875 : f32
  %r3 = arith.constant 3.14159274 : f32
  %r4 = arith.constant 3.3895314e38 : f32
  func.call @bf16_round_trip(%r1) : (f32) -> ()
  func.call @bf16_round_trip(%r2) : (f32) -> ()
  func.call @bf16_round_trip(%r3) : (f32) -> ()
  func.call @bf16_round_trip(%r4) : (f32) -> ()
  func.call @bf16_round_trip(%fnan) : (f32) -> ()
  func.call @bf16_round_trip(%fminf) : (f32) -> ()

  %fz = arith.constant 0.0 : f32
  %fnz = arith.constant -0.0 : f32
  func.call @minmax_f32(%fz, %fnz) : (f32, f32) -> ()
  func.call @minmax_f32(%fnz, %fz) : (f32, f32) -> ()
  return
}

// Expected output (upstream's, checked equal to loomlir's with and without the pass):
// CHECK: 4
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: -3
// CHECK-NEXT: -4
// CHECK-NEXT: 2147483645
// CHECK-NEXT: -3
// CHECK-NEXT: -4
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: -1073741824
// CHECK-NEXT: -1073741824
// CHECK-NEXT: 1073741824
// CHECK-NEXT: -1073741823
// CHECK-NEXT: -1073741824
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: -3074457345618258602
// CHECK-NEXT: -3074457345618258603
// CHECK-NEXT: 3074457345618258603
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 18446744073709551614
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 4611686018427387902
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 2147483647
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -2147483648
// CHECK-NEXT: 2147483647
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: -3.25
// CHECK-NEXT: 1
// CHECK-NEXT: -3.25
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -3.25
// CHECK-NEXT: -3.25
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1.01562
// CHECK-NEXT: 3.14062
// CHECK-NEXT: 3.38953e+38
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// maximumf, minimumf, maxnumf, minnumf of (+0, -0), then of (-0, +0):
// EXPANDED-NEXT: -0
// EXPANDED-NEXT: -0
// EXPANDED-NEXT: -0
// EXPANDED-NEXT: -0
// EXPANDED-NEXT: 0
// EXPANDED-NEXT: 0
// EXPANDED-NEXT: 0
// EXPANDED-NEXT: 0
// DIRECT-NEXT: 0
// DIRECT-NEXT: -0
// DIRECT-NEXT: 0
// DIRECT-NEXT: -0
// DIRECT-NEXT: 0
// DIRECT-NEXT: -0
// DIRECT-NEXT: 0
// DIRECT-NEXT: -0
