// RUN: loomlir opt %s --loomlir-int-loop-versioning | FileCheck %s
// RUN: loomlir opt %s --loomlir-int-loop-versioning | loomlir opt - --loomlir-int-loop-versioning | FileCheck %s
// loomlir's own pass with its same-layout option (on by default; see
// IntLoopVersioningPass.SAME_LAYOUT). mlir-opt-22 accepts the output (see PassesTest).
// Same-layout version: when every access indexes one dimension with the induction variable and
// shares its other indices, and two or more memrefs are accessed, the offsets and strides their
// types leave dynamic are compared at run time; if they are equal (and the bounds fit) the loop
// runs as an i32 loop over reinterpret_casts that share one offset and stride values (C2 then
// vectorizes it), else as the plain i32 loop if the bounds fit, else as it was.
func.func @same_layout(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %i: index, %n: index) {
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
// CHECK-LABEL: func.func @same_layout(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6:2, %strides_7:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = arith.cmpi eq, %strides_3#0, %strides#0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %strides_7#0, %strides#0 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c2147483646 = arith.constant 2147483646 : index
// CHECK-NEXT: %3 = arith.cmpi ule, %arg4, %c2147483646 : index
// CHECK-NEXT: %4 = arith.andi %3, %2 : i1
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %reinterpret_cast_8 = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%sizes_2#0, %sizes_2#1], strides: [%strides#0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %reinterpret_cast_9 = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%sizes_6#0, %sizes_6#1], strides: [%strides#0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %5 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg5 = %c0_i32 to %5 step %c1_i32  : i32 {
// CHECK-NEXT: %6 = arith.index_cast %arg5 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %7 = memref.load %reinterpret_cast[%arg3, %6] : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %8 = memref.load %reinterpret_cast_8[%arg3, %6] : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %9 = arith.addf %7, %8 : f32
// CHECK-NEXT: memref.store %9, %reinterpret_cast_9[%arg3, %6] : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %5 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg5 = %c0_i32 to %5 step %c1_i32  : i32 {
// CHECK-NEXT: %6 = arith.index_cast %arg5 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %7 = memref.load %arg0[%arg3, %6] : memref<?x?xf32>
// CHECK-NEXT: %8 = memref.load %arg1[%arg3, %6] : memref<?x?xf32>
// CHECK-NEXT: %9 = arith.addf %7, %8 : f32
// CHECK-NEXT: memref.store %9, %arg2[%arg3, %6] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg4 step %c1 {
// CHECK-NEXT: %5 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %6 = memref.load %arg1[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %7 = arith.addf %5, %6 : f32
// CHECK-NEXT: memref.store %7, %arg2[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// A static offset in one type is the one the others are compared with; element types may differ;
// iter_args go through all three scf.ifs.
func.func @same_layout_strided(%a: memref<?xf32, strided<[1], offset: ?>>, %b: memref<?xi32, strided<[1], offset: 4>>,
                               %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %p = memref.load %a[%j] : memref<?xf32, strided<[1], offset: ?>>
    %q = memref.load %b[%j] : memref<?xi32, strided<[1], offset: 4>>
    %qf = arith.sitofp %q : i32 to f32
    %s = arith.addf %p, %qf : f32
    %acc1 = arith.addf %acc, %s : f32
    scf.yield %acc1 : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @same_layout_strided(%arg0: memref<?xf32, strided<[1], offset: ?>>, %arg1: memref<?xi32, strided<[1], offset: 4>>, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi32, strided<[1], offset: 4>> -> memref<i32>, index, index, index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %offset, %c4 : index
// CHECK-NEXT: %c2147483646 = arith.constant 2147483646 : index
// CHECK-NEXT: %1 = arith.cmpi ule, %arg2, %c2147483646 : index
// CHECK-NEXT: %2 = arith.andi %1, %0 : i1
// CHECK-NEXT: %3 = scf.if %2 -> (f32) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [4], sizes: [%sizes], strides: [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %reinterpret_cast_4 = memref.reinterpret_cast %arg1 to offset: [4], sizes: [%sizes_2], strides: [1] : memref<?xi32, strided<[1], offset: 4>> to memref<?xi32, strided<[1], offset: 4>>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %4 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %5 = scf.for %arg4 = %c0_i32 to %4 step %c1_i32 iter_args(%arg5 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT: %6 = arith.index_cast %arg4 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %7 = memref.load %reinterpret_cast[%6] : memref<?xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %8 = memref.load %reinterpret_cast_4[%6] : memref<?xi32, strided<[1], offset: 4>>
// CHECK-NEXT: %9 = arith.sitofp %8 : i32 to f32
// CHECK-NEXT: %10 = arith.addf %7, %9 : f32
// CHECK-NEXT: %11 = arith.addf %arg5, %10 : f32
// CHECK-NEXT: scf.yield %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = scf.if %1 -> (f32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %5 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %6 = scf.for %arg4 = %c0_i32 to %5 step %c1_i32 iter_args(%arg5 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT: %7 = arith.index_cast %arg4 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %8 = memref.load %arg0[%7] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %9 = memref.load %arg1[%7] : memref<?xi32, strided<[1], offset: 4>>
// CHECK-NEXT: %10 = arith.sitofp %9 : i32 to f32
// CHECK-NEXT: %11 = arith.addf %8, %10 : f32
// CHECK-NEXT: %12 = arith.addf %arg5, %11 : f32
// CHECK-NEXT: scf.yield %12 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %6 = memref.load %arg0[%arg4] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %7 = memref.load %arg1[%arg4] : memref<?xi32, strided<[1], offset: 4>>
// CHECK-NEXT: %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT: %9 = arith.addf %6, %8 : f32
// CHECK-NEXT: %10 = arith.addf %arg5, %9 : f32
// CHECK-NEXT: scf.yield %10 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }

// Rank 3, constant bounds (the i32 loop alone, then the same-layout version); the same memref
// accessed twice counts once.
func.func @same_layout_rank3(%a: memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>, %b: memref<2x?x8xf64>,
                             %i: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %p = memref.load %a[%i, %k, %j] : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>
    %q = memref.load %b[%i, %k, %j] : memref<2x?x8xf64>
    %s = arith.addf %p, %q : f64
    memref.store %s, %a[%i, %k, %j] : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>
  }
  return
}
// CHECK-LABEL: func.func @same_layout_rank3(%arg0: memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>, %arg1: memref<2x?x8xf64>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>> -> memref<f64>, index, index, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<2x?x8xf64> -> memref<f64>, index, index, index, index, index, index, index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %offset, %c0_4 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %strides_3#0, %strides#0 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c8_5 = arith.constant 8 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %strides#1, %c8_5 : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, %sizes#1, 8], strides: [%strides#0, 8, 1] : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>> to memref<2x?x8xf64, strided<[?, 8, 1]>>
// CHECK-NEXT: %reinterpret_cast_6 = memref.reinterpret_cast %arg1 to offset: [0], sizes: [2, %sizes_2#1, 8], strides: [%strides#0, 8, 1] : memref<2x?x8xf64> to memref<2x?x8xf64, strided<[?, 8, 1]>>
// CHECK-NEXT: scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %5 = arith.index_cast %arg4 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %6 = memref.load %reinterpret_cast[%arg2, %arg3, %5] : memref<2x?x8xf64, strided<[?, 8, 1]>>
// CHECK-NEXT: %7 = memref.load %reinterpret_cast_6[%arg2, %arg3, %5] : memref<2x?x8xf64, strided<[?, 8, 1]>>
// CHECK-NEXT: %8 = arith.addf %6, %7 : f64
// CHECK-NEXT: memref.store %8, %reinterpret_cast[%arg2, %arg3, %5] : memref<2x?x8xf64, strided<[?, 8, 1]>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %5 = arith.index_cast %arg4 {loomlir.non_negative} : i32 to index
// CHECK-NEXT: %6 = memref.load %arg0[%arg2, %arg3, %5] : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: %7 = memref.load %arg1[%arg2, %arg3, %5] : memref<2x?x8xf64>
// CHECK-NEXT: %8 = arith.addf %6, %7 : f64
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %arg3, %5] : memref<2x?x8xf64, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// No same-layout version: different non-induction indices, one memref only, static layouts that
// differ, static layouts that are equal (nothing to compare), i8 elements, a memref defined in the loop.
func.func @no_same_layout(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %s3: memref<?xf32, strided<[1], offset: 3>>,
                          %s5: memref<?xf32, strided<[1], offset: 5>>, %p: memref<8xf32>, %q: memref<8xf32>,
                          %u: memref<?xi8>, %v: memref<?xi8, strided<[1], offset: ?>>, %i: index, %k: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    memref.store %x, %b[%k, %j] : memref<?x?xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    memref.store %x, %a[%i, %j] : memref<?x?xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %s3[%j] : memref<?xf32, strided<[1], offset: 3>>
    memref.store %x, %s5[%j] : memref<?xf32, strided<[1], offset: 5>>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %p[%j] : memref<8xf32>
    memref.store %x, %q[%j] : memref<8xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %u[%j] : memref<?xi8>
    memref.store %x, %v[%j] : memref<?xi8, strided<[1], offset: ?>>
  }
  scf.for %j = %c0 to %n step %c1 {
    %w = memref.reinterpret_cast %a to offset: [%i], sizes: [%n], strides: [1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %x = memref.load %w[%j] : memref<?xf32, strided<[1], offset: ?>>
    memref.store %x, %s3[%j] : memref<?xf32, strided<[1], offset: 3>>
  }
  return
}
// CHECK-LABEL: func.func @no_same_layout(
// CHECK-NOT: extract_strided_metadata
// CHECK: return
