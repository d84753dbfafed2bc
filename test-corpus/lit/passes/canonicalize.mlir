// RUN: loomlir opt %s --canonicalize | FileCheck %s
// Constant folding with MLIR's exact semantics (i8 wrap-around, no fold of UB, NaN and -0.0), identities, cf clean-up (checked against mlir-opt-22).

func.func @ints() -> (i8, i8, i8, i1, i1, i32, i32, i8, i16, i64, i32) {
  %a = arith.constant 100 : i8
  %b = arith.constant 100 : i8
  %s = arith.addi %a, %b : i8
  %m = arith.constant -128 : i8
  %n1 = arith.constant -1 : i8
  %d = arith.divsi %m, %n1 : i8
  %r = arith.remsi %m, %n1 : i8
  %one = arith.constant 1 : i8
  %u = arith.cmpi ult, %n1, %one : i8
  %sl = arith.cmpi slt, %n1, %one : i8
  %z = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  %dz = arith.divui %seven, %z : i32
  %sh = arith.constant 40 : i32
  %shl = arith.shli %seven, %sh : i32
  %ext = arith.extui %n1 : i8 to i16
  %exts = arith.extsi %n1 : i8 to i64
  %t = arith.trunci %exts : i64 to i8
  %n1i = arith.constant -2 : i32
  %fd = arith.floordivsi %seven, %n1i : i32
  return %s, %d, %r, %u, %sl, %dz, %shl, %t, %ext, %exts, %fd : i8, i8, i8, i1, i1, i32, i32, i8, i16, i64, i32
}
// CHECK-LABEL: func.func @ints() -> (i8, i8, i8, i1, i1, i32, i32, i8, i16, i64, i32) {
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT: %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %1 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.shli %c7_i32, %c40_i32 : i32
// CHECK-NEXT: return %c-56_i8, %0, %c0_i8, %false, %true, %1, %2, %c-1_i8, %c255_i16, %c-1_i64, %c-4_i32 : i8, i8, i8, i1, i1, i32, i32, i8, i16, i64, i32
// CHECK-NEXT: }

func.func @floats(%x: f32) -> (f32, f32, i1, i1, f32, f32, f32, f32, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.mulf %x, %one : f32
  %c = arith.cmpf oeq, %nan, %nan : f32
  %d = arith.cmpf une, %x, %nan : f32
  %e = arith.maximumf %nz, %pz : f32
  %f = arith.minimumf %nz, %pz : f32
  %g = arith.maxnumf %nan, %one : f32
  %h = arith.addf %x, %pz : f32
  %i = arith.cmpf olt, %nz, %pz : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : f32, f32, i1, i1, f32, f32, f32, f32, i1
}
// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, i1, i1, f32, f32, f32, f32, i1) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %arg0, %false, %true, %cst, %cst_0, %cst_1, %0, %false : f32, f32, i1, i1, f32, f32, f32, f32, i1
// CHECK-NEXT: }

func.func @misc(%x: i32, %c: i1) -> (i32, i32, i32, i1, i32, index) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = arith.addi %z, %x : i32
  %b = arith.muli %x, %z : i32
  %s = arith.select %c, %x, %x : i32
  %cmp = arith.cmpi sle, %x, %x : i32
  %t = arith.constant true
  %s2 = arith.select %t, %a, %b : i32
  %i = index.constant 5
  %j = index.constant 7
  %k = index.add %i, %j
  return %a, %b, %s, %cmp, %s2, %k : i32, i32, i32, i1, i32, index
}
// CHECK-LABEL: func.func @misc(%arg0: i32, %arg1: i1) -> (i32, i32, i32, i1, i32, index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %true, %arg0, %idx12 : i32, i32, i32, i1, i32, index
// CHECK-NEXT: }

func.func @cf(%x: i32, %c: i1) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %x, %x : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  %q = arith.select %c, %r, %x : i32
  cf.br ^bb5
^bb5:
  return %r : i32
}
// CHECK-LABEL: func.func @cf(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

