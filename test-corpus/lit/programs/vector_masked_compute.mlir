// Covers: vector.mask around vector.reduction (every kind, with and without accumulator, masks
// from create_mask and constants, all lanes masked off, -0.0 lanes) and around
// vector.multi_reduction (inner, outer, all and non-adjacent dimensions): masked-off lanes take
// no part; around vector.outerproduct (with and without accumulator, the AXPY form); and around
// vector.contract (matmul, transposed maps, matvec, dot).
// Upstream limit: the reference pipeline does not lower vector.multi_reduction; the expected output
// comes from the UPSTREAM-RUN pipeline below, which runs -lower-vector-multi-reduction first.
// UPSTREAM-RUN: mlir-opt-22 %s -lower-vector-multi-reduction -convert-vector-to-scf=full-unroll=true -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-index-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts | mlir-runner-22 -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1 -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#t_a = affine_map<(i, j, k) -> (k, i)>
#t_b = affine_map<(i, j, k) -> (j, k)>
#t_c = affine_map<(i, j, k) -> (j, i)>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_x = affine_map<(i, k) -> (k)>
#mv_y = affine_map<(i, k) -> (i)>
#d0 = affine_map<(k) -> (k)>
#s = affine_map<(k) -> ()>
func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.0, 4.0]> : vector<4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %k = vector.create_mask %c2 : vector<4xi1>
  %none = vector.create_mask %c0 : vector<4xi1>
  %odd = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %acc = arith.constant 10.0 : f32
  %r0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r0 : f32
  %r1 = vector.mask %odd { vector.reduction <mul>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r1 : f32
  %r2 = vector.mask %none { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r2 : f32
  %r3 = vector.mask %odd { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r3 : f32
  %r4 = vector.mask %k { vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r4 : f32
  %r5 = vector.mask %odd { vector.reduction <minimumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r5 : f32
  %nz = arith.constant dense<[-0.0, 5.0, -0.0, 6.0]> : vector<4xf32>
  %nk = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %r6 = vector.mask %nk { vector.reduction <add>, %nz : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r6 : f32
  %iv = arith.constant dense<[5, 9, -3, 7]> : vector<4xi32>
  %iacc = arith.constant 4 : i32
  %s0 = vector.mask %k { vector.reduction <maxsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s0 : i32
  %s1 = vector.mask %odd { vector.reduction <minsi>, %iv, %iacc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s1 : i32
  %s2 = vector.mask %odd { vector.reduction <add>, %iv, %iacc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s2 : i32
  %s3 = vector.mask %k { vector.reduction <and>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s3 : i32
  %s4 = vector.mask %odd { vector.reduction <minui>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s4 : i32
  %s5 = vector.mask %k { vector.reduction <maxui>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s5 : i32
  %s6 = vector.mask %odd { vector.reduction <xor>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s6 : i32
  %s7 = vector.mask %none { vector.reduction <mul>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s7 : i32
  %s8 = vector.mask %none { vector.reduction <minsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s8 : i32
  %b = arith.constant dense<[-1, 2, 3, 100]> : vector<4xi8>
  %s9 = vector.mask %k { vector.reduction <or>, %b : vector<4xi8> into i8 } : vector<4xi1> -> i8
  vector.print %s9 : i8
  %mm = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %c1b = arith.constant 1 : index
  %c2b = arith.constant 2 : index
  %mk = vector.create_mask %c2b, %c2b : vector<2x3xi1>
  %mk1 = vector.create_mask %c1b, %c2b : vector<2x3xi1>
  %macc2 = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %macc3 = arith.constant dense<[1.0, 1.0, 1.0]> : vector<3xf32>
  %mr0 = vector.mask %mk { vector.multi_reduction <add>, %mm, %macc2 [1] : vector<2x3xf32> to vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  vector.print %mr0 : vector<2xf32>
  %mr1 = vector.mask %mk1 { vector.multi_reduction <mul>, %mm, %macc3 [0] : vector<2x3xf32> to vector<3xf32> } : vector<2x3xi1> -> vector<3xf32>
  vector.print %mr1 : vector<3xf32>
  %ms = arith.constant 0.5 : f32
  %mr2 = vector.mask %mk1 { vector.multi_reduction <maxnumf>, %mm, %ms [0, 1] : vector<2x3xf32> to f32 } : vector<2x3xi1> -> f32
  vector.print %mr2 : f32
  %mi = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %mik = arith.constant dense<[[[true, false], [true, true]], [[false, true], [true, false]]]> : vector<2x2x2xi1>
  %miacc = arith.constant dense<[0, 1]> : vector<2xi32>
  %mr3 = vector.mask %mik { vector.multi_reduction <add>, %mi, %miacc [0, 2] : vector<2x2x2xi32> to vector<2xi32> } : vector<2x2x2xi1> -> vector<2xi32>
  vector.print %mr3 : vector<2xi32>
  // Outer products: masked-off lanes keep the accumulator; without one, upstream ignores the mask.
  %op_a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %op_b = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %op_acc = arith.constant dense<[[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]> : vector<3x2xf32>
  %op_m = arith.constant dense<[[true, false], [false, true], [true, true]]> : vector<3x2xi1>
  %op_r = vector.mask %op_m { vector.outerproduct %op_a, %op_b, %op_acc {kind = #vector.kind<add>} : vector<3xf32>, vector<2xf32> } : vector<3x2xi1> -> vector<3x2xf32>
  vector.print %op_r : vector<3x2xf32>
  %op_ia = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %op_ib = arith.constant dense<[10, 20]> : vector<2xi32>
  %op_iacc = arith.constant dense<[[7, 7], [7, 7], [7, 7]]> : vector<3x2xi32>
  %op_r2 = vector.mask %op_m { vector.outerproduct %op_ia, %op_ib, %op_iacc {kind = #vector.kind<maxsi>} : vector<3xi32>, vector<2xi32> } : vector<3x2xi1> -> vector<3x2xi32>
  vector.print %op_r2 : vector<3x2xi32>
  %op_m1 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %op_s = arith.constant 4.0 : f32
  %op_acc1 = arith.constant dense<[1.0, 1.0, 1.0]> : vector<3xf32>
  %op_r3 = vector.mask %op_m1 { vector.outerproduct %op_a, %op_s, %op_acc1 {kind = #vector.kind<add>} : vector<3xf32>, f32 } : vector<3xi1> -> vector<3xf32>
  vector.print %op_r3 : vector<3xf32>
  %opn_a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %opn_b = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %opn_m = arith.constant dense<[[true, false], [false, true], [true, true]]> : vector<3x2xi1>
  %opn_r = vector.mask %opn_m { vector.outerproduct %opn_a, %opn_b : vector<3xf32>, vector<2xf32> } : vector<3x2xi1> -> vector<3x2xf32>
  vector.print %opn_r : vector<3x2xf32>
  // Contractions: the mask covers the iteration space; a point whose bit is clear adds nothing.
  %ct_a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %ct_b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0]]> : vector<3x2xf32>
  %ct_c = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %ct_c1 = arith.constant 1 : index
  %ct_c2 = arith.constant 2 : index
  %ct_m = vector.create_mask %ct_c2, %ct_c1, %ct_c2 : vector<2x2x3xi1>
  %mc0 = vector.mask %ct_m { vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ct_a, %ct_b, %ct_c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %mc0 : vector<2x2xf32>
  %ct_at = arith.constant dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : vector<3x2xf32>
  %ct_bt = arith.constant dense<[[1.0, 2.0, 0.0], [0.5, -1.0, 3.0]]> : vector<2x3xf32>
  %ct_mt = arith.constant dense<[[[true, false, true], [true, true, true]], [[false, false, true], [true, false, false]]]> : vector<2x2x3xi1>
  %mc1 = vector.mask %ct_mt { vector.contract {indexing_maps = [#t_a, #t_b, #t_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ct_at, %ct_bt, %ct_c : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %mc1 : vector<2x2xf32>
  %ct_x = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %ct_y = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %ct_mm = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %mc2 = vector.mask %ct_mm { vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %ct_a, %ct_x, %ct_y : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  vector.print %mc2 : vector<2xf32>
  %ct_p = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %ct_q = arith.constant dense<[5, -6, 7, 8]> : vector<4xi32>
  %ct_z = arith.constant 100 : i32
  %ct_c3 = arith.constant 3 : index
  %ct_md = vector.create_mask %ct_c3 : vector<4xi1>
  %mc3 = vector.mask %ct_md { vector.contract {indexing_maps = [#d0, #d0, #s], iterator_types = ["reduction"], kind = #vector.kind<add>} %ct_p, %ct_q, %ct_z : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %mc3 : i32
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: -0.5
// CHECK-NEXT: -80
// CHECK-NEXT: 10
// CHECK-NEXT: -2
// CHECK-NEXT: 10
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: 9
// CHECK-NEXT: 4
// CHECK-NEXT: 20
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 9
// CHECK-NEXT: 14
// CHECK-NEXT: 1
// CHECK-NEXT: 2147483647
// CHECK-NEXT: -1
// CHECK-NEXT: ( 103, 209 )
// CHECK-NEXT: ( 1, 2, 1 )
// CHECK-NEXT: 2
// CHECK-NEXT: ( 7, 15 )
// CHECK-NEXT: ( ( 10.5, 0.5 ), ( 0.5, 40.5 ), ( 30.5, 60.5 ) )
// CHECK-NEXT: ( ( 10, 7 ), ( 7, 40 ), ( 30, 60 ) )
// CHECK-NEXT: ( 5, 1, 13 )
// CHECK-NEXT: ( ( 10, 20 ), ( 20, 40 ), ( 30, 60 ) )
// CHECK-NEXT: ( ( 15, 20 ), ( 44, 40 ) )
// CHECK-NEXT: ( ( 11, 20 ), ( 37.5, 42 ) )
// CHECK-NEXT: ( 7.5, 7.25 )
// CHECK-NEXT: 114
