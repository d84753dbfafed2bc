// Covers: vector.contract (matmul, dot, matvec, transposed operand and result maps, the add and
// mul kinds, i8 operands into an i32 accumulator, f16 operands into f32) and vector.outerproduct
// (with and without accumulator, the add, maxnumf and xor kinds, the AXPY form with a scalar).
// Values are exact in their types, so upstream's fused and unfused lowerings agree.
// Upstream limit: the reference pipeline's default ("dot") contract lowering leaves the mul-kind
// and mixed-precision contractions unlowered; the expected output comes from the UPSTREAM-RUN
// pipeline below, which lowers contractions to outer products.
// UPSTREAM-RUN: mlir-opt-22 %s -convert-vector-to-llvm=vector-contract-lowering=outerproduct -convert-vector-to-scf=full-unroll=true -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-index-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts | mlir-runner-22 -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1 -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#d0 = affine_map<(k) -> (k)>
#s = affine_map<(k) -> ()>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_x = affine_map<(i, k) -> (k)>
#mv_y = affine_map<(i, k) -> (i)>
#t_a = affine_map<(i, j, k) -> (k, i)>
#t_b = affine_map<(i, j, k) -> (j, k)>
#t_c = affine_map<(i, j, k) -> (j, i)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0]]> : vector<3x2xf32>
  %c = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %r0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %r0 : vector<2x2xf32>
  %x = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %y = arith.constant dense<[5, -6, 7, 8]> : vector<4xi32>
  %z = arith.constant 100 : i32
  %r1 = vector.contract {indexing_maps = [#d0, #d0, #s], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<4xi32>, vector<4xi32> into i32
  vector.print %r1 : i32
  %xv = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %yv = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %r3 = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %xv, %yv : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %r3 : vector<2xf32>
  // transposed operands and result
  %at = arith.constant dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : vector<3x2xf32>
  %bt = arith.constant dense<[[1.0, 2.0, 0.0], [0.5, -1.0, 3.0]]> : vector<2x3xf32>
  %r4 = vector.contract {indexing_maps = [#t_a, #t_b, #t_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %at, %bt, %c : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  vector.print %r4 : vector<2x2xf32>
  // mixed precision: i8 operands, i32 accumulator
  %p = arith.constant dense<[[100, -100], [7, 8]]> : vector<2x2xi8>
  %q = arith.constant dense<[[100, 3], [2, 1]]> : vector<2x2xi8>
  %acc8 = arith.constant dense<0> : vector<2x2xi32>
  %r5 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %p, %q, %acc8 : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi32>
  vector.print %r5 : vector<2x2xi32>
  %hf = arith.constant dense<[[1.5, 2.0], [3.0, 4.0]]> : vector<2x2xf16>
  %accf = arith.constant dense<0.0> : vector<2x2xf32>
  %r6 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %hf, %hf, %accf : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32>
  vector.print %r6 : vector<2x2xf32>

  %o0 = vector.outerproduct %xv, %yv : vector<3xf32>, vector<2xf32>
  vector.print %o0 : vector<3x2xf32>
  %oacc = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  %o1 = vector.outerproduct %xv, %yv, %oacc : vector<3xf32>, vector<2xf32>
  vector.print %o1 : vector<3x2xf32>
  %o2 = vector.outerproduct %xv, %yv, %oacc {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  vector.print %o2 : vector<3x2xf32>
  %sc = arith.constant 3.0 : f32
  %o3 = vector.outerproduct %xv, %sc : vector<3xf32>, f32
  vector.print %o3 : vector<3xf32>
  %o4 = vector.outerproduct %xv, %sc, %xv : vector<3xf32>, f32
  vector.print %o4 : vector<3xf32>
  %xi = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %yi = arith.constant dense<[4, 5]> : vector<2xi32>
  %oiacc = arith.constant dense<[[1, 1], [1, 1], [1, 1]]> : vector<3x2xi32>
  %o5 = vector.outerproduct %xi, %yi, %oiacc {kind = #vector.kind<xor>} : vector<3xi32>, vector<2xi32>
  vector.print %o5 : vector<3x2xi32>
  %o6 = vector.outerproduct %xi, %yi, %oiacc : vector<3xi32>, vector<2xi32>
  vector.print %o6 : vector<3x2xi32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: ( ( 15, 27.5 ), ( 44, 55 ) )
// CHECK-NEXT: 146
// CHECK-NEXT: ( 5.5, 11.25 )
// CHECK-NEXT: ( ( 0, 0 ), ( -270, -7200 ) )
// CHECK-NEXT: ( ( 9800, 200 ), ( 716, 29 ) )
// CHECK-NEXT: ( ( 8.25, 11 ), ( 16.5, 22 ) )
// CHECK-NEXT: ( ( 0.5, 0.25 ), ( -0.5, -0.25 ), ( 1, 0.5 ) )
// CHECK-NEXT: ( ( 1.5, 2.25 ), ( 2.5, 3.75 ), ( 6, 6.5 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
// CHECK-NEXT: ( 3, -3, 6 )
// CHECK-NEXT: ( 4, -4, 8 )
// CHECK-NEXT: ( ( 5, 4 ), ( 9, 11 ), ( 13, 14 ) )
// CHECK-NEXT: ( ( 5, 6 ), ( 9, 11 ), ( 13, 16 ) )
