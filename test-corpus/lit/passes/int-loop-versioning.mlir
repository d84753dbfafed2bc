// RUN: loomlir opt %s --loomlir-int-loop-versioning=same-layout=false | FileCheck %s
// RUN: loomlir opt %s --loomlir-int-loop-versioning=same-layout=false | loomlir opt - --loomlir-int-loop-versioning | FileCheck %s
// loomlir's own pass (no upstream counterpart; mlir-opt-22 accepts its output, see PassesTest):
// innermost memref loops over index get an i32 version behind a guard that their bounds fit.
// With same-layout=false, so that loops over several memrefs get the plain i32 version too.

// Dynamic bounds: lb and ub <=u INT_MAX - step pick the i32 loop; iter_args go through scf.if.
func.func @dynamic(%m: memref<?x?xf32>, %i: index, %lb: index, %ub: index, %x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %r = scf.for %j = %lb to %ub step %c2 iter_args(%a = %x) -> (f32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2147483645 = arith.constant 2147483645 : index
// CHECK-NEXT: %0 = arith.cmpi ule, %arg2, %c2147483645 : index
// CHECK-NEXT: %1 = arith.cmpi ule, %arg3, %c2147483645 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = scf.if %2 -> (f32) {
// CHECK-NEXT: %4 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %5 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %6 = scf.for %arg5 = %4 to %5 step %c2_i32 iter_args(%arg6 = %arg4) -> (f32)  : i32 {
// CHECK-NEXT: %7 = arith.index_cast %arg5 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %8 = memref.load %arg0[%arg1, %7] : memref<?x?xf32>
// CHECK-NEXT: %9 = arith.addf %arg6, %8 : f32
// CHECK-NEXT: scf.yield %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = scf.for %arg5 = %arg2 to %arg3 step %c2 iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg1, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %6 = arith.addf %arg6, %5 : f32
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }

// Constant lower bound 0: only the upper bound is tested. Only the inner loop is versioned.
// (A lower bound past the int range also fails the guard: its cast would wrap.)
func.func @nest(%m: memref<?x?xi32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %k step %c1 {
      %s = arith.addi %i, %j : index
      %v = arith.index_cast %s : index to i32
      memref.store %v, %m[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
// CHECK-LABEL: func.func @nest(%arg0: memref<?x?xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c2147483646 = arith.constant 2147483646 : index
// CHECK-NEXT: %0 = arith.cmpi ule, %arg2, %c2147483646 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg4 = %c0_i32 to %1 step %c1_i32  : i32 {
// CHECK-NEXT: %2 = arith.index_cast %arg4 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: memref.store %4, %arg0[%arg3, %2] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: memref.store %2, %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// Constant bounds that fit: the i32 loop alone.
func.func @fits(%m: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    memref.store %x, %m[%j] : memref<8xf32>
  }
  return
}
// CHECK-LABEL: func.func @fits(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg2 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: memref.store %arg1, %arg0[%0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// Strided accesses: the induction variable indexing a dimension of another stride (a matmul's
// k loop reads b[k, j], the stride a row's length; a 1-d loop over a dynamic stride) reads a flat
// view at an i32 the loop carries (k * s, stepped by s); the guard adds s <=u INT_MAX and
// n * s <=u INT_MAX, so no k * s wraps.
func.func @strided(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %v: memref<?xf32, strided<[?], offset: ?>>,
                   %i: index, %j: index, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %p = memref.load %a[%i, %k] : memref<?x?xf32>
    %q = memref.load %b[%k, %j] : memref<?x?xf32>
    %pq = arith.mulf %p, %q : f32
    %acc1 = arith.addf %acc, %pq : f32
    scf.yield %acc1 : f32
  }
  scf.for %k = %c0 to %n step %c1 {
    memref.store %x, %v[%k] : memref<?xf32, strided<[?], offset: ?>>
  }
  return %r : f32
}
// CHECK-LABEL: func.func @strided(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>, %arg3: index, %arg4: index, %arg5: index, %arg6: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c2147483647 = arith.constant 2147483647 : index
// CHECK-NEXT: %0 = arith.muli %arg5, %strides#0 : index
// CHECK-NEXT: %1 = arith.cmpi ule, %0, %c2147483647 : index
// CHECK-NEXT: %2 = arith.cmpi ule, %strides#0, %c2147483647 : index
// CHECK-NEXT: %3 = arith.andi %2, %1 : i1
// CHECK-NEXT: %c2147483646 = arith.constant 2147483646 : index
// CHECK-NEXT: %4 = arith.cmpi ule, %arg5, %c2147483646 : index
// CHECK-NEXT: %5 = arith.andi %4, %3 : i1
// CHECK-NEXT: %6 = scf.if %5 -> (f32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %13 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %14 = arith.addi %arg4, %c0_6 : index
// CHECK-NEXT: %15 = arith.index_cast %strides#0 : index to i32
// CHECK-NEXT: %16 = arith.muli %15, %c0_i32 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %17 = arith.muli %15, %c1_i32 : i32
// CHECK-NEXT: %c2147483647_8 = arith.constant 2147483647 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [%14], sizes: [%c2147483647_8], strides: [1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %c1_i32_9 = arith.constant 1 : i32
// CHECK-NEXT: %18:2 = scf.for %arg7 = %c0_i32 to %13 step %c1_i32_9 iter_args(%arg8 = %arg6, %arg9 = %16) -> (f32, i32)  : i32 {
// CHECK-NEXT: %19 = arith.index_cast %arg7 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %20 = memref.load %arg0[%arg3, %19] : memref<?x?xf32>
// CHECK-NEXT: %21 = arith.index_cast %arg9 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %22 = memref.load %reinterpret_cast[%21] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %23 = arith.mulf %20, %22 : f32
// CHECK-NEXT: %24 = arith.addf %arg8, %23 : f32
// CHECK-NEXT: %25 = arith.addi %arg9, %17 : i32
// CHECK-NEXT: scf.yield %24, %25 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %18#0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %13 = scf.for %arg7 = %c0 to %arg5 step %c1 iter_args(%arg8 = %arg6) -> (f32) {
// CHECK-NEXT: %14 = memref.load %arg0[%arg3, %arg7] : memref<?x?xf32>
// CHECK-NEXT: %15 = memref.load %arg1[%arg7, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %16 = arith.mulf %14, %15 : f32
// CHECK-NEXT: %17 = arith.addf %arg8, %16 : f32
// CHECK-NEXT: scf.yield %17 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg2 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %c2147483647_4 = arith.constant 2147483647 : index
// CHECK-NEXT: %7 = arith.muli %arg5, %strides_3 : index
// CHECK-NEXT: %8 = arith.cmpi ule, %7, %c2147483647_4 : index
// CHECK-NEXT: %9 = arith.cmpi ule, %strides_3, %c2147483647_4 : index
// CHECK-NEXT: %10 = arith.andi %9, %8 : i1
// CHECK-NEXT: %c2147483646_5 = arith.constant 2147483646 : index
// CHECK-NEXT: %11 = arith.cmpi ule, %arg5, %c2147483646_5 : index
// CHECK-NEXT: %12 = arith.andi %11, %10 : i1
// CHECK-NEXT: scf.if %12 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %13 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: %14 = arith.index_cast %strides_3 : index to i32
// CHECK-NEXT: %15 = arith.muli %14, %c0_i32 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %16 = arith.muli %14, %c1_i32 : i32
// CHECK-NEXT: %c2147483647_6 = arith.constant 2147483647 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [%offset_1], sizes: [%c2147483647_6], strides: [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %c1_i32_7 = arith.constant 1 : i32
// CHECK-NEXT: %17 = scf.for %arg7 = %c0_i32 to %13 step %c1_i32_7 iter_args(%arg8 = %15) -> (i32)  : i32 {
// CHECK-NEXT: %18 = arith.index_cast %arg7 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %19 = arith.index_cast %arg8 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: memref.store %arg6, %reinterpret_cast[%19] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %20 = arith.addi %arg8, %16 : i32
// CHECK-NEXT: scf.yield %20 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg7 = %c0 to %arg5 step %c1 {
// CHECK-NEXT: memref.store %arg6, %arg2[%arg7] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// Left alone: a loop mixing int-indexable accesses with an index computed from the induction
// variable (a stencil reads a[j + 1]).
func.func @mixed(%a: memref<?x?xf32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %k1 = arith.addi %k, %c1 : index
    %p = memref.load %a[%i, %k1] : memref<?x?xf32>
    memref.store %p, %a[%i, %k] : memref<?x?xf32>
  }
  return
}
// CHECK-LABEL: func.func @mixed(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %1 = memref.load %arg0[%arg1, %0] : memref<?x?xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg1, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// Also left alone: a negative constant lower bound, an upper bound past INT_MAX - step, a dynamic
// step, a body with a region, an induction variable that indexes no memref, an unsigned loop.
func.func @unchanged(%m: memref<?xf32>, %n: index, %st: index, %c: i1, %x: f32) {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 2147483647 : index
  scf.for %j = %cm1 to %n step %c1 {
    memref.store %x, %m[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %big step %c1 {
    memref.store %x, %m[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %n step %st {
    memref.store %x, %m[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    scf.if %c {
      memref.store %x, %m[%j] : memref<?xf32>
    }
  }
  scf.for %j = %c0 to %n step %c1 {
    memref.store %x, %m[%c0] : memref<?xf32>
  }
  scf.for unsigned %j = %c0 to %n step %c1 {
    memref.store %x, %m[%j] : memref<?xf32>
  }
  return
}
// CHECK-LABEL: func.func @unchanged(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2147483647 = arith.constant 2147483647 : index
// CHECK-NEXT: scf.for %arg5 = %c-1 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %arg4, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c2147483647 step %c1 {
// CHECK-NEXT: memref.store %arg4, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg4, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: memref.store %arg4, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %arg4, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg5 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %arg4, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// Without the same-layout option (on by default, off in this file's RUN line) loops over several
// dynamic memrefs get the plain i32 version (int-loop-versioning-same-layout.mlir has the default).
func.func @several_memrefs(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    %y = memref.load %b[%i, %j] : memref<?x?xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i, %j] : memref<?x?xf32>
  }
  return
}
// CHECK-LABEL: func.func @several_memrefs(
// CHECK-NOT: extract_strided_metadata
// CHECK-NOT: reinterpret_cast
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1_i32  : i32 {
// CHECK: } else {
// CHECK: return
