// RUN: loomlir opt %s --canonicalize | FileCheck %s

// The affine ops' folds and canonicalization patterns: applies composed into their users and
// simplified (symbols promoted, repeated and constant operands merged, divisions by loop
// strides and bounds resolved), min/max results deduplicated, merged, sorted and pruned by
// operand ranges, loop bounds folded, empty loops and always true or false conditions removed,
// loads of constant globals, index (de)linearizations of constants.

func.func @compose_apply(%a: index, %b: index, %n: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 + 2)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>(%0, %b)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%1)[%n]
  %c3 = arith.constant 3 : index
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%c3]
  %4 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %5 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c3, %c3)
  return %2, %3, %5 : index, index, index
}

func.func @loop_apply(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8 + 3)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%0)
    %2 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%0)
    %v = affine.load %A[%1 + %2] : memref<100xf32>
    affine.store %v, %A[%0 floordiv 4] : memref<100xf32>
  }
  return
}

func.func @min_max(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1, d0 + 1)>(%a, %b)
  %1 = affine.max affine_map<(d0) -> (d0 * 2)>(%a)
  %2 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%2)[%a]
  %4 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%a, %b)
  %5 = affine.min affine_map<(d0, d1) -> (d0, d1 + 3)>(%c2, %c2)
  %6 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%c2)[%n]
  return %0, %1, %3, %4, %5, %6 : index, index, index, index, index, index
}

func.func @for_bounds(%A: memref<100xf32>, %n: index) -> f32 {
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0.0 : f32
  affine.for %i = %c4 to %c10 {
    affine.store %z, %A[%i] : memref<100xf32>
  }
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.for %i = %a to min affine_map<(d0)[s0] -> (d0 * 2, s0)>(%a)[%n] {
    affine.store %z, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 20)>(%i) to min affine_map<(d0) -> (d0 + 2, 5, 5)>(%i) {
      affine.store %z, %A[%j] : memref<100xf32>
    }
  }
  %r = affine.for %i = 5 to 5 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %t = arith.addf %s, %v : f32
    affine.yield %t : f32
  }
  %q = affine.for %i = 0 to %n iter_args(%s = %r) -> (f32) {
    affine.yield %s : f32
  }
  return %q : f32
}

func.func @ifs(%A: memref<100xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %o = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 5)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - 7 >= 0, s0 >= 0)>(%a)[%n] {
      affine.store %z, %A[%i] : memref<100xf32>
    } else {
    }
    affine.if affine_set<(d0) : (1 == 0)>(%i) {
      affine.store %z, %A[%i] : memref<100xf32>
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %i) {
      affine.store %o, %A[%i] : memref<100xf32>
    }
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %o : f32
  } else {
    affine.yield %z : f32
  }
  return %r : f32
}

func.func @indices(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0 = affine.linearize_index [%c2, %c3] by (4, 5) : index
  %1 = affine.linearize_index [%i, %j] by (%c3, %n) : index
  %2:2 = affine.delinearize_index %c7 into (3) : index, index
  %3:3 = affine.delinearize_index %i into (%c3, %n) : index, index, index
  %4 = affine.linearize_index [%j] by (5) : index
  return %0, %1, %2#0, %2#1, %3#1, %4 : index, index, index, index, index, index
}

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @splat : memref<4xf32> = dense<2.5>

func.func @globals(%i: index) -> (i32, f32) {
  %t = memref.get_global @table : memref<2x3xi32>
  %v = affine.load %t[1, 2] : memref<2x3xi32>
  %s = memref.get_global @splat : memref<4xf32>
  %w = affine.load %s[%i] : memref<4xf32>
  return %v, %w : i32, f32
}

func.func @casts(%A: memref<10xf32>, %i: index) -> f32 {
  %c = memref.cast %A : memref<10xf32> to memref<?xf32>
  %v = affine.load %c[%i] {nontemporal} : memref<?xf32>
  affine.store %v, %c[%i + 1] : memref<?xf32>
  affine.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  return %v : f32
}

func.func @promote(%A: memref<100xf32>, %n: index, %m: index) -> f32 {
  %v = affine.load %A[%n + %m] : memref<100xf32>
  %a = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%n, %n)
  %w = affine.load %A[%a] : memref<100xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

func.func @parallel(%A: memref<100x100xf32>, %n: index) {
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.parallel (%i, %j) = (%a, 0) to (100, symbol(%a) + 4) {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %A[%x, %j] : memref<100x100xf32>
    affine.store %v, %A[%i, %j] : memref<100x100xf32>
  }
  return
}

func.func @floordiv_bounds(%A: memref<100xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 step 8 {
      %v = affine.load %A[(%j + %i) floordiv 8 + (%j + %i) mod 8 + %i floordiv 8 + %i mod 8] : memref<100xf32>
      %w = affine.load %A[(%i * 4 + 3) ceildiv 32] : memref<100xf32>
      affine.store %v, %A[%i] : memref<100xf32>
      affine.store %w, %A[%j] : memref<100xf32>
    }
  }
  return
}

func.func @min_of_iv(%n: index) -> index {
  %r = affine.for %i = 0 to 16 step 4 iter_args(%acc = %n) -> (index) {
    %m = affine.min affine_map<(d0) -> (d0 + 4, 16)>(%i)
    %x = affine.max affine_map<(d0) -> (d0, 2)>(%i)
    %s = arith.addi %m, %x : index
    affine.yield %s : index
  }
  return %r : index
}

func.func @iter_args_swap(%a: f32, %b: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  %q:2 = affine.for %i = 0 to 3 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  return %r#0, %q#1 : f32, f32
}

func.func @vector_accesses(%A: memref<100xf32>, %n: index) -> vector<4xf32> {
  %c = memref.cast %A : memref<100xf32> to memref<?xf32>
  %r = affine.for %i = 0 to 10 iter_args(%acc = %n) -> index {
    %j = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%i)
    %v = affine.vector_load %c[%j + symbol(%n)] {x} : memref<?xf32>, vector<4xf32>
    %dead = affine.vector_load %A[%j] : memref<100xf32>, vector<4xf32>
    affine.vector_store %v, %A[%j * 2] : memref<100xf32>, vector<4xf32>
    affine.yield %j : index
  }
  %w = affine.vector_load %A[%r] : memref<100xf32>, vector<4xf32>
  return %w : vector<4xf32>
}

// Semi-affine divisions: multiples of a symbol divided by it; x - x mod y divided by y or modulo y
// is 0 (upstream's rule, applied to floordiv as well: loomlir folds as upstream does).
func.func @semi_affine(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) mod s1)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s1 + s2) mod s1)> ()[%a, %b, %c]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1 + 3) mod s1)> ()[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s0 mod s1) mod s1)> ()[%a, %b]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 floordiv s1) * s1 mod s1)> ()[%a, %b]
  %5 = affine.apply affine_map<()[s0, s1] -> ((s0 * 2 - (s0 * 2) mod s1) mod s1)> ()[%a, %b]
  %6 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - s0 mod s1) mod s2)> ()[%a, %b, %c]
  %7 = affine.apply affine_map<(d0)[s1] -> ((d0 - d0 mod s1) mod s1)> (%a)[%b]
  %8 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 * 4) floordiv s1)> ()[%a, %b]
  %9 = affine.apply affine_map<()[s0, s1] -> (((s0 * s1) ceildiv 2) ceildiv s1)> ()[%a, %b]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @semi_affine_mod_subtraction(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) floordiv s1)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - ((s0 - s2) mod s1) - s2) mod s1)> ()[%a, %b, %c]
  return %0, %1 : index, index
}

// Linearize and delinearize: unit basis elements and leading zeros dropped, inverse pairs cancelled.
func.func @drop_unit_basis_in_delinearize(%arg0 : index, %arg1 : index, %arg2 : index) ->
    (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:6 = affine.delinearize_index %arg0 into (%c1, %arg1, %c1, %c1, %arg2, %c1)
      : index, index, index, index, index, index
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : index, index, index, index, index, index
}
func.func @drop_all_unit_bases(%arg0 : index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0:2 = affine.delinearize_index %arg0 into (%c1, %c1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @unit_no_outer(%arg0 : index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %arg0 into (1, %n) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @cancel_tail(%a: index, %b: index, %c: index, %n: index) -> (index, index, index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (3, %n, 8) : index
  %d:3 = affine.delinearize_index %l into (3, %n, 8) : index, index, index
  %e:2 = affine.delinearize_index %l into (12, 8) : index, index
  return %d#0, %d#1, %d#2, %e#0, %e#1 : index, index, index, index, index
}
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @lin_of_delin(%x: index, %n: index, %m: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %s:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %t = affine.linearize_index [%s#0, %s#1, %s#2, %c0] by (2, 4, 8, 16) : index
  %u:3 = affine.delinearize_index %x into (%n, 4, %m) : index, index, index
  %v = affine.linearize_index [%u#1, %u#2] by (4, %m) : index
  %w = affine.linearize_index disjoint [%u#0, %s#2, %n] by (%n, 1, 5) : index
  %q = affine.linearize_index [%c0, %s#1, %x] by (3, 4, 5) : index
  %r = affine.linearize_index [%s#1, %c0, %x] by (4, 1, 5) : index
  return %t, %v, %w, %q : index, index, index, index
}
func.func @partial(%x: index, %n: index) -> (index, index) {
  %s:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %t = affine.linearize_index [%s#1, %s#2] by (4, 8) : index
  return %t, %s#1 : index, index
}

// Expected output: mlir-opt-22 --canonicalize on this file.
// CHECK-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 * 2 + s2 + 1)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1] -> (s1, s0 + 1)>
// CHECK-DAG: #map3 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map4 = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-DAG: #map5 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-DAG: #map6 = affine_map<()[s0] -> (2, s0)>
// CHECK-DAG: #map7 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map8 = affine_map<()[s0] -> (s0 * 2 + 2, s0)>
// CHECK-DAG: #map9 = affine_map<(d0) -> (d0 + 2, 5)>
// CHECK-DAG: #map10 = affine_map<(d0) -> (16, d0 + 4)>
// CHECK-DAG: #map11 = affine_map<(d0) -> (2, d0)>
// CHECK-DAG: #map12 = affine_map<(d0) -> (d0 * 4 + 1)>
// CHECK-DAG: #map13 = affine_map<()[s0, s1, s2] -> ((s2 + s0 * s1) mod s1)>
// CHECK-DAG: #map14 = affine_map<()[s0, s1] -> ((s0 - s0 mod s1 + 3) mod s1)>
// CHECK-DAG: #map15 = affine_map<()[s0, s1] -> ((s0 mod s1) mod s1)>
// CHECK-DAG: #map16 = affine_map<()[s0, s1, s2] -> ((s0 - s0 mod s1) mod s2)>
// CHECK-DAG: #map17 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-DAG: #map18 = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK-DAG: #set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 >= 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @compose_apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0, %1, %c6 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_apply(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + 3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2 * 2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.min #map2()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map3()[%arg0]
// CHECK-NEXT: %2 = affine.min #map4()[%arg0, %arg2]
// CHECK-NEXT: %3 = affine.max #map5()[%arg0, %arg1]
// CHECK-NEXT: %4 = affine.min #map6()[%arg2]
// CHECK-NEXT: return %0, %1, %2, %3, %c2, %4 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_bounds(%arg0: memref<100xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 4 to 10 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map7()[%arg1] to min #map8()[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.for %arg3 = 20 to min #map9(%arg2) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: memref<100xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.if #set(%arg2)[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %cst_0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %cst_0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indices(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, %arg2) : index
// CHECK-NEXT: %1:3 = affine.delinearize_index %arg0 into (3, %arg2) : index, index, index
// CHECK-NEXT: return %c13, %0, %c2, %c1, %1#1, %arg1 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @table : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// CHECK-NEXT: memref.global "private" constant @splat : memref<4xf32> = dense<2.500000e+00>
// CHECK-LABEL: func.func @globals(%arg0: index) -> (i32, f32) {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: return %c6_i32, %cst : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: memref<10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1)] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[symbol(%arg1) + 1] : memref<10xf32>
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg1)], read, locality<3>, data : memref<10xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @promote(%arg0: memref<100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1) + symbol(%arg2)] : memref<100xf32>
// CHECK-NEXT: %1 = affine.load %arg0[symbol(%arg1) * 3] : memref<100xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (symbol(%arg1) * 2, 0) to (100, symbol(%arg1) * 2 + 4) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + 1, %arg3] : memref<100x100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floordiv_bounds(%arg0: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + %arg1 * 2 - (%arg2 floordiv 8) * 7] : memref<100xf32>
// CHECK-NEXT: %1 = affine.load %arg0[1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_of_iv(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 16 step 4 iter_args(%arg2 = %arg0) -> (index) {
// CHECK-NEXT: %1 = affine.min #map10(%arg1)
// CHECK-NEXT: %2 = affine.max #map11(%arg1)
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: affine.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter_args_swap(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 3 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg4, %arg3 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_accesses(%arg0: memref<100xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<100xf32> to memref<?xf32>
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT: %2 = affine.apply #map12(%arg2)
// CHECK-NEXT: %3 = affine.vector_load %cast[%arg2 * 4 + symbol(%arg1) + 1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %3, %arg0[%arg2 * 8 + 2] : memref<100xf32>, vector<4xf32>
// CHECK-NEXT: affine.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.vector_load %arg0[symbol(%0)] : memref<100xf32>, vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map13()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %1 = affine.apply #map14()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map15()[%arg0, %arg1]
// CHECK-NEXT: %3 = affine.apply #map16()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %4 = affine.apply #map17()[%arg0]
// CHECK-NEXT: %5 = affine.apply #map18()[%arg0]
// CHECK-NEXT: return %c0, %0, %1, %2, %c0, %c0, %3, %c0, %4, %5 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @semi_affine_mod_subtraction(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %c0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_unit_basis_in_delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT: return %c0, %0#0, %c0, %c0, %0#1, %c0 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_all_unit_bases(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %c0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_no_outer(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cancel_tail(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, %arg3) : index
// CHECK-NEXT: return %arg0, %arg1, %arg2, %0, %arg2 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @split(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_of_delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (2, 4, 8) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %c0] by (64, 16) : index
// CHECK-NEXT: %2 = affine.apply #map17()[%arg2]
// CHECK-NEXT: %3:2 = affine.delinearize_index %arg0 into (%arg1, %2) : index, index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%3#0, %arg1] by (%arg1, 5) : index
// CHECK-NEXT: %5 = affine.linearize_index [%0#1, %arg0] by (4, 5) : index
// CHECK-NEXT: return %1, %3#1, %4, %5 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 32) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0#1 into (4, 8) : index, index
// CHECK-NEXT: return %0#1, %1#0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
