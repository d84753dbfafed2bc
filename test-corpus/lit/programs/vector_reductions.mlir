// Covers: vector.fma (1-D and 2-D, rounded once), vector.reduction of every #vector.kind with and
// without accumulator (f16/bf16/f32/f64, i1/i8/i32/i64/index; -0.0, NaN and cancellation, which
// show the sequential order and the start value), vector.multi_reduction over inner, outer, all
// and non-adjacent dimensions.
// Upstream limit: the reference pipeline does not lower vector.multi_reduction; the expected output
// comes from the UPSTREAM-RUN pipeline below, which runs -lower-vector-multi-reduction first.
// UPSTREAM-RUN: mlir-opt-22 %s -lower-vector-multi-reduction -convert-vector-to-scf=full-unroll=true -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-index-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts | mlir-runner-22 -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1 -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @main() {
  %a = arith.constant dense<[1.5, -2.0, 3.25, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[2.0, 0.5, -1.0, 8.0]> : vector<4xf32>
  %c = arith.constant dense<[0.25, 1.0, 2.0, -3.0]> : vector<4xf32>
  %f = vector.fma %a, %b, %c : vector<4xf32>
  vector.print %f : vector<4xf32>
  %a2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  %f2 = vector.fma %a2, %a2, %a2 : vector<2x2xf64>
  vector.print %f2 : vector<2x2xf64>
  // fma rounds once
  %x = arith.constant dense<[1.00000012, 0.1]> : vector<2xf32>
  %y = arith.constant dense<[1.00000012, 10.0]> : vector<2xf32>
  %z = arith.constant dense<[-1.00000024, -1.0]> : vector<2xf32>
  %f3 = vector.fma %x, %y, %z : vector<2xf32>
  vector.print %f3 : vector<2xf32>

  %r0 = vector.reduction <add>, %a : vector<4xf32> into f32
  vector.print %r0 : f32
  %acc = arith.constant 10.0 : f32
  %r1 = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <mul>, %a : vector<4xf32> into f32
  vector.print %r2 : f32
  %r3 = vector.reduction <mul>, %a, %acc : vector<4xf32> into f32
  vector.print %r3 : f32
  %r4 = vector.reduction <minnumf>, %a : vector<4xf32> into f32
  vector.print %r4 : f32
  %r5 = vector.reduction <maxnumf>, %a, %acc : vector<4xf32> into f32
  vector.print %r5 : f32
  %r6 = vector.reduction <minimumf>, %b : vector<4xf32> into f32
  vector.print %r6 : f32
  %r7 = vector.reduction <maximumf>, %b, %acc : vector<4xf32> into f32
  vector.print %r7 : f32

  %i = arith.constant dense<[5, -3, 12, 7, -128, 100]> : vector<6xi8>
  %iacc = arith.constant 3 : i8
  %s0 = vector.reduction <add>, %i : vector<6xi8> into i8
  vector.print %s0 : i8
  %s1 = vector.reduction <add>, %i, %iacc : vector<6xi8> into i8
  vector.print %s1 : i8
  %s2 = vector.reduction <mul>, %i : vector<6xi8> into i8
  vector.print %s2 : i8
  %s3 = vector.reduction <minsi>, %i : vector<6xi8> into i8
  vector.print %s3 : i8
  %s4 = vector.reduction <maxsi>, %i, %iacc : vector<6xi8> into i8
  vector.print %s4 : i8
  %s5 = vector.reduction <minui>, %i : vector<6xi8> into i8
  vector.print %s5 : i8
  %s6 = vector.reduction <maxui>, %i : vector<6xi8> into i8
  vector.print %s6 : i8
  %s7 = vector.reduction <and>, %i : vector<6xi8> into i8
  vector.print %s7 : i8
  %s8 = vector.reduction <or>, %i, %iacc : vector<6xi8> into i8
  vector.print %s8 : i8
  %s9 = vector.reduction <xor>, %i : vector<6xi8> into i8
  vector.print %s9 : i8
  %l = arith.constant dense<[9223372036854775807, 1]> : vector<2xi64>
  %s10 = vector.reduction <add>, %l : vector<2xi64> into i64
  vector.print %s10 : i64
  %bits = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s11 = vector.reduction <and>, %bits : vector<3xi1> into i1
  vector.print %s11 : i1
  %s12 = vector.reduction <or>, %bits : vector<3xi1> into i1
  vector.print %s12 : i1
  %one = arith.constant dense<[42]> : vector<1xi32>
  %s13 = vector.reduction <add>, %one : vector<1xi32> into i32
  vector.print %s13 : i32
  %idx = arith.constant dense<[4, 9, 2]> : vector<3xindex>
  %s14 = vector.reduction <maxui>, %idx : vector<3xindex> into index
  vector.print %s14 : index

  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %macc = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %mr0 = vector.multi_reduction <add>, %m, %macc [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %mr0 : vector<2xf32>
  %macc3 = arith.constant dense<[1.0, 1.0, 1.0]> : vector<3xf32>
  %mr1 = vector.multi_reduction <mul>, %m, %macc3 [0] : vector<2x3xf32> to vector<3xf32>
  vector.print %mr1 : vector<3xf32>
  %s0acc = arith.constant 0.5 : f32
  %mr2 = vector.multi_reduction <maxnumf>, %m, %s0acc [0, 1] : vector<2x3xf32> to f32
  vector.print %mr2 : f32
  %m3 = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %m3acc = arith.constant dense<[0, 1]> : vector<2xi32>
  %mr3 = vector.multi_reduction <xor>, %m3, %m3acc [0, 2] : vector<2x2x2xi32> to vector<2xi32>
  vector.print %mr3 : vector<2xi32>
  %m3acc2 = arith.constant dense<[[10, 20], [30, 40]]> : vector<2x2xi32>
  %mr4 = vector.multi_reduction <add>, %m3, %m3acc2 [1] : vector<2x2x2xi32> to vector<2x2xi32>
  vector.print %mr4 : vector<2x2xi32>
  // Edge cases: signed zeros, NaNs, cancellation, narrow and wide floats.
  %nz = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %e_r0 = vector.reduction <add>, %nz : vector<2xf32> into f32
  vector.print %e_r0 : f32
  %nzacc = arith.constant -0.0 : f32
  %e_r1 = vector.reduction <add>, %nz, %nzacc : vector<2xf32> into f32
  vector.print %e_r1 : f32
  %e_nan = arith.constant dense<[1.0, 0x7FC00000, -3.0]> : vector<3xf32>
  %e_r2 = vector.reduction <minnumf>, %e_nan : vector<3xf32> into f32
  vector.print %e_r2 : f32
  %e_r3 = vector.reduction <minimumf>, %e_nan : vector<3xf32> into f32
  vector.print %e_r3 : f32
  %e_r4 = vector.reduction <maxnumf>, %e_nan, %nzacc : vector<3xf32> into f32
  vector.print %e_r4 : f32
  %e_r5 = vector.reduction <maximumf>, %e_nan, %nzacc : vector<3xf32> into f32
  vector.print %e_r5 : f32
  %e_big = arith.constant dense<[1.0e30, -1.0e30, 1.0]> : vector<3xf32>
  %e_r6 = vector.reduction <add>, %e_big : vector<3xf32> into f32
  vector.print %e_r6 : f32
  %e_acc2 = arith.constant 1.0e30 : f32
  %e_big2 = arith.constant dense<[-1.0e30, 1.0, 2.0]> : vector<3xf32>
  %e_r7 = vector.reduction <add>, %e_big2, %e_acc2 : vector<3xf32> into f32
  vector.print %e_r7 : f32
  %e_h = arith.constant dense<[1.5, 2.25, 65504.0]> : vector<3xf16>
  %e_r8 = vector.reduction <add>, %e_h : vector<3xf16> into f16
  vector.print %e_r8 : f16
  %e_bf = arith.constant dense<[1.5, 2.25, 3.0]> : vector<3xbf16>
  %e_r9 = vector.reduction <mul>, %e_bf : vector<3xbf16> into bf16
  vector.print %e_r9 : bf16
  %e_d = arith.constant dense<[0.1, 0.2, 0.3]> : vector<3xf64>
  %e_r10 = vector.reduction <add>, %e_d : vector<3xf64> into f64
  vector.print %e_r10 : f64
  %e_sz = arith.constant dense<[0.0, -0.0]> : vector<2xf32>
  %e_r11 = vector.reduction <minimumf>, %e_sz : vector<2xf32> into f32
  vector.print %e_r11 : f32
  %e_r12 = vector.reduction <maximumf>, %nz, %nzacc : vector<2xf32> into f32
  vector.print %e_r12 : f32
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: ( 3.25, 0, -1.25, 29 )
// CHECK-NEXT: ( ( 2, 6 ), ( 12, 20 ) )
// CHECK-NEXT: ( 1.42109e-14, 1.49012e-08 )
// CHECK-NEXT: 6.75
// CHECK-NEXT: 16.75
// CHECK-NEXT: -39
// CHECK-NEXT: -390
// CHECK-NEXT: -2
// CHECK-NEXT: 10
// CHECK-NEXT: -1
// CHECK-NEXT: 10
// CHECK-NEXT: -7
// CHECK-NEXT: -4
// CHECK-NEXT: 0
// CHECK-NEXT: -128
// CHECK-NEXT: 100
// CHECK-NEXT: 5
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 23
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 42
// CHECK-NEXT: 9
// CHECK-NEXT: ( 106, 215 )
// CHECK-NEXT: ( 4, 10, 18 )
// CHECK-NEXT: 6
// CHECK-NEXT: ( 0, 9 )
// CHECK-NEXT: ( ( 14, 26 ), ( 42, 54 ) )
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -3
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 65504
// CHECK-NEXT: 10.125
// CHECK-NEXT: 0.6
// CHECK-NEXT: -0
// CHECK-NEXT: -0
