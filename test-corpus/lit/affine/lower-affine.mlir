// RUN: loomlir opt %s --lower-affine | FileCheck %s
// RUN: loomlir opt %s --pass-pipeline='builtin.module(lower-affine)' | FileCheck %s

// lower-affine as mlir-opt-22 runs it: each affine expression expanded into arith ops, operands
// first (a constant per use, multiplications nsw; mod, floordiv and ceildiv by constants through
// the sign-correcting select sequences, by symbols as well); min/max as minsi/maxsi chains; loops
// to scf.for with max/min bounds, conditions to scf.if on the conjunction of their constraints,
// parallel loops to scf.parallel with reduction identities and scf.reduce regions; loads, stores
// and prefetches to memref's; linearize/delinearize expanded; ops folded first where they fold.

func.func @add(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  return %0 : index
}
func.func @sub(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 - d1 - 3)>(%a, %b)
  return %0 : index
}
func.func @mulc(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 3 + 7)>(%a)
  return %0 : index
}
func.func @floordiv(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  return %0 : index
}
func.func @ceildiv(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%a)
  return %0 : index
}
func.func @ceildivs(%a: index, %s: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  return %0 : index
}
func.func @mod(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  return %0 : index
}
func.func @exp_const() -> index {
  %0 = affine.apply affine_map<() -> (42)>()
  return %0 : index
}
func.func @exp_neg(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (-d0)>(%a)
  return %0 : index
}

func.func @mm_f(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2, 10)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%a)[%b]
  return %0, %1 : index, index
}
func.func @mm_g(%A: memref<10x10xf32>, %n: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 5)>()[%n] to min affine_map<()[s0] -> (10, s0)>()[%n] step 3 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>(%i)[%n] {
      %v = affine.load %A[%i, %i floordiv 2] : memref<10x10xf32>
      affine.store %v, %A[%i, 0] : memref<10x10xf32>
      affine.prefetch %A[%i, %i], write, locality<1>, instr : memref<10x10xf32>
    } else {
      %z = affine.linearize_index [%i, %n] by (4) : index
    }
    affine.if affine_set<() : ()>() {
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%s = %n) -> (index) {
    %t = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%s, %i)
    affine.yield %t : index
  }
  %q = affine.if affine_set<(d0) : (d0 >= 0)>(%r) -> index {
    affine.yield %r : index
  } else {
    affine.yield %n : index
  }
  return
}

func.func @par_p(%A: memref<10xf32>, %B: memref<10xi32>, %n: index) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
  %r:8 = affine.parallel (%i) = (max(%n, 2)) to (min(%n + 5, 10)) step (2) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "andi", "ori") -> (f32, f32, f32, f32, i32, i32, i32, i32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %B[%i] : memref<10xi32>
    affine.yield %v, %v, %v, %v, %w, %w, %w, %w : f32, f32, f32, f32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : f32, f32, f32, f32, i32, i32, i32, i32
}
func.func @par_q(%A: memref<10x10xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, %n) to (%n, 10) {
    %v = affine.load %A[%i, %j] : memref<10x10xf32>
    affine.store %v, %A[%j, %i] : memref<10x10xf32>
  }
  return
}

func.func @lin(%a: index, %b: index, %c: index, %n: index, %m: index) -> (index, index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 4) : index
  %1 = affine.linearize_index [%a, %b, %c] by (%n, %m) : index
  %2 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 5, %m) : index
  return %0, %1, %2 : index, index, index
}
func.func @delin(%a: index, %n: index, %m: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %a into (2, 3, 4) : index, index, index
  %1:3 = affine.delinearize_index %a into (%n, %m) : index, index, index
  %2:2 = affine.delinearize_index %a into (%n, 6) : index, index
  return %0#0, %0#2, %1#1, %2#0, %2#1 : index, index, index, index, index
}
func.func @lin_hoist(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.linearize_index [%j, %i, %n] by (10, 10, 10) : index
      %y = affine.linearize_index [%j, %i] by (10) : index
      %v = memref.load %A[%x] : memref<100xf32>
      %w = memref.load %A[%y] : memref<100xf32>
    }
  }
  return
}

func.func @fold_f(%n: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c3)
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%c3, %n)
  %2 = affine.apply affine_map<(d0) -> (d0)>(%n)
  %3 = affine.linearize_index [%n, %c3] by (%c3, 4) : index
  affine.for %i = %c3 to affine_map<(d0) -> (d0 + 2)>(%c3) {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%c3) {
    }
  }
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @semi_f(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + d0 floordiv s0)>(%a)[%b]
  return %1 : index
}

// Expected output: mlir-opt-22 --lower-affine on this file.

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @add(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c-1 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %2 = arith.addi %1, %c-3 : index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulc(%arg0: index) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 overflow<nsw> : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %1 = arith.addi %0, %c7 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floordiv(%arg0: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c4 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceildiv(%arg0: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c0, %arg0 : index
// CHECK-NEXT: %2 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %3 = arith.select %0, %1, %2 : index
// CHECK-NEXT: %4 = arith.divsi %3, %c4 : index
// CHECK-NEXT: %5 = arith.subi %c0, %4 : index
// CHECK-NEXT: %6 = arith.addi %4, %c1 : index
// CHECK-NEXT: %7 = arith.select %0, %5, %6 : index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ceildivs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c0, %arg0 : index
// CHECK-NEXT: %2 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %3 = arith.select %0, %1, %2 : index
// CHECK-NEXT: %4 = arith.divsi %3, %arg1 : index
// CHECK-NEXT: %5 = arith.subi %c0, %4 : index
// CHECK-NEXT: %6 = arith.addi %4, %c1 : index
// CHECK-NEXT: %7 = arith.select %0, %5, %6 : index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mod(%arg0: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT: %2 = arith.addi %0, %c4 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp_const() -> index {
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: return %c42 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp_neg(%arg0: index) -> index {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c-1 overflow<nsw> : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm_f(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %1 = arith.minsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c10 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %3 = arith.muli %arg0, %c2_0 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.maxsi %3, %arg1 : index
// CHECK-NEXT: return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm_g(%arg0: memref<10x10xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-5 : index
// CHECK-NEXT: %1 = arith.maxsi %c0, %0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %2 = arith.minsi %c10, %arg1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg2 = %1 to %2 step %c3 {
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %6 = arith.muli %arg1, %c-1 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.addi %arg2, %6 : index
// CHECK-NEXT: %8 = arith.cmpi sge, %7, %c0_3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %9 = arith.remsi %arg2, %c2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %9, %c0_4 : index
// CHECK-NEXT: %11 = arith.addi %9, %c2 : index
// CHECK-NEXT: %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT: %13 = arith.cmpi eq, %12, %c0_3 : index
// CHECK-NEXT: %14 = arith.andi %8, %13 : i1
// CHECK-NEXT: scf.if %14 {
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c-1_9 = arith.constant -1 : index
// CHECK-NEXT: %16 = arith.cmpi slt, %arg2, %c0_8 : index
// CHECK-NEXT: %17 = arith.subi %c-1_9, %arg2 : index
// CHECK-NEXT: %18 = arith.select %16, %17, %arg2 : index
// CHECK-NEXT: %19 = arith.divsi %18, %c2_7 : index
// CHECK-NEXT: %20 = arith.subi %c-1_9, %19 : index
// CHECK-NEXT: %21 = arith.select %16, %20, %19 : index
// CHECK-NEXT: %22 = memref.load %arg0[%arg2, %21] : memref<10x10xf32>
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: memref.store %22, %arg0[%arg2, %c0_10] : memref<10x10xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<1>, instr : memref<10x10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %16 = arith.muli %arg2, %c4 overflow<nsw> : index
// CHECK-NEXT: %17 = arith.addi %arg1, %16 overflow<nsw> : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %15 = arith.cmpi eq, %c0_6, %c0_5 : index
// CHECK-NEXT: scf.if %15 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %c0_0 to %c10_1 step %c1 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT: %6 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT: scf.yield %6 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %4 = arith.cmpi sge, %3, %c0_2 : index
// CHECK-NEXT: %5 = scf.if %4 -> (index) {
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_p(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: index) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.maxsi %arg2, %c2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c5 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c10 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT: %3:8 = scf.parallel (%arg3) = (%0) to (%2) step (%c2_0) init (%cst, %cst_1, %cst_2, %cst_3, %c0_i32, %c1_i32, %c-1_i32, %c0_i32_4) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: %5 = memref.load %arg1[%arg3] : memref<10xi32>
// CHECK-NEXT: scf.reduce(%4, %4, %4, %4, %5, %5, %5, %5 : f32, f32, f32, f32, i32, i32, i32, i32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.mulf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.minimumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %6 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %6 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %6 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %6 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %6 = arith.andi %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %6 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %6 = arith.ori %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %3#0, %3#1, %3#2, %3#3, %3#4, %3#5, %3#6, %3#7 : f32, f32, f32, f32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_q(%arg0: memref<10x10xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %arg1) to (%arg1, %c10) step (%c1, %c1_0) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<10x10xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<10x10xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c12 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c4 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %0, %1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.muli %arg4, %arg3 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.muli %arg0, %4 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.muli %arg1, %arg4 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.addi %5, %6 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %7, %arg2 overflow<nsw> : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %9 = arith.muli %arg4, %c5 overflow<nsw, nuw> : index
// CHECK-NEXT: %10 = arith.muli %arg0, %9 overflow<nsw> : index
// CHECK-NEXT: %11 = arith.muli %arg1, %arg4 overflow<nsw> : index
// CHECK-NEXT: %12 = arith.addi %10, %11 overflow<nsw> : index
// CHECK-NEXT: %13 = arith.addi %12, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %3, %8, %13 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c12 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c12 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c12 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c4 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c4 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %10 = arith.muli %arg2, %arg1 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.floordivsi %arg0, %10 : index
// CHECK-NEXT: %12 = arith.remsi %arg0, %10 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %12, %c0_0 : index
// CHECK-NEXT: %14 = arith.addi %12, %10 overflow<nsw> : index
// CHECK-NEXT: %15 = arith.select %13, %14, %12 : index
// CHECK-NEXT: %16 = arith.divsi %15, %arg2 : index
// CHECK-NEXT: %17 = arith.remsi %arg0, %arg2 : index
// CHECK-NEXT: %18 = arith.cmpi slt, %17, %c0_0 : index
// CHECK-NEXT: %19 = arith.addi %17, %arg2 overflow<nsw> : index
// CHECK-NEXT: %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %21 = arith.floordivsi %arg0, %c6 : index
// CHECK-NEXT: %22 = arith.remsi %arg0, %c6 : index
// CHECK-NEXT: %23 = arith.cmpi slt, %22, %c0_1 : index
// CHECK-NEXT: %24 = arith.addi %22, %c6 overflow<nsw> : index
// CHECK-NEXT: %25 = arith.select %23, %24, %22 : index
// CHECK-NEXT: return %0, %9, %16, %21, %25 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_hoist(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_0 to %c10_1 step %c1_2 {
// CHECK-NEXT: %c10_3 = arith.constant 10 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %0 = arith.muli %arg3, %c100 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg2, %c10_3 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %arg1, %1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %0 overflow<nsw> : index
// CHECK-NEXT: %c10_4 = arith.constant 10 : index
// CHECK-NEXT: %4 = arith.muli %arg3, %c10_4 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.addi %arg2, %4 overflow<nsw> : index
// CHECK-NEXT: %6 = memref.load %arg0[%3] : memref<100xf32>
// CHECK-NEXT: %7 = memref.load %arg0[%5] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_f(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3_0 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.minsi %c3_0, %arg0 : index
// CHECK-NEXT: %c4_1 = arith.constant 4 : index
// CHECK-NEXT: %1 = arith.muli %arg0, %c4_1 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %1, %c3 overflow<nsw> : index
// CHECK-NEXT: %c3_2 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c3_2 to %c5 step %c1 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %c-1, %c0 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %c4, %0, %arg0, %2 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @semi_f(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT: %2 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: %4 = arith.muli %arg0, %arg1 overflow<nsw> : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %arg0 : index
// CHECK-NEXT: %8 = arith.divsi %7, %arg1 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %8 : index
// CHECK-NEXT: %10 = arith.select %5, %9, %8 : index
// CHECK-NEXT: %11 = arith.addi %4, %10 : index
// CHECK-NEXT: return %11 : index
// CHECK-NEXT: }
// CHECK-NEXT: }