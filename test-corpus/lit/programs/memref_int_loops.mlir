// Covers: loops that loomlir-int-loop-versioning versions (loomlir run applies it before
// convert-scf-to-cf): in-bounds accesses on the i32 path (2-d dynamic memrefs, a row loop inside
// a column loop, iter_args, a constant step of 3, static and dynamic bounds, a subview with a
// dynamic offset and row stride), atomic_rmw and i8 memrefs, and bounds that fail the guard and
// run the original index loop: a negative lower bound (through a subview, inside the allocation),
// a lower bound past the int range (an empty loop), and bounds beyond 2^31 reaching back into the buffer through a negative outer index. Next to
// them, loops the pass leaves alone (inner stride 2 or dynamic, the induction variable indexing
// a dimension of stride 7).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

// c = a + b over the whole memref (the pfor-add body as a loop nest).
func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = memref.load %b[%i, %j] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// Sum of row %i from %lb to %ub step 3 (iter_args, non-unit step, dynamic bounds).
func.func @row_sum(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index, %lb: index, %ub: index) -> f32 {
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %j = %lb to %ub step %c3 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    %acc1 = arith.addf %acc, %x : f32
    scf.yield %acc1 : f32
  }
  return %r : f32
}

// Sum over a fully dynamic layout (inner stride not known to be 1: long path).
func.func @sum_strided(%m: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%j] : memref<?xf32, strided<[?], offset: ?>>
    %acc1 = arith.addf %acc, %x : f32
    scf.yield %acc1 : f32
  }
  return %r : f32
}

// Writes %v to %m[%lb .. %ub) and prints each index (the guard fails when %lb < 0).
func.func @fill(%m: memref<?xi64, strided<[1], offset: ?>>, %lb: index, %ub: index, %v: i64) {
  %c1 = arith.constant 1 : index
  scf.for %j = %lb to %ub step %c1 {
    memref.store %v, %m[%j] : memref<?xi64, strided<[1], offset: ?>>
  }
  return
}

// Reads %m[%k, %j] for j in [%lb, %ub) and returns the sum (any bounds).
func.func @sum_row_at(%m: memref<?x?xi64, strided<[?, 1], offset: ?>>, %k: index, %lb: index, %ub: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%k, %j] : memref<?x?xi64, strided<[?, 1], offset: ?>>
    %acc1 = arith.addi %acc, %x : i64
    scf.yield %acc1 : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index

  // a[i][j] = 10 i + j, b[i][j] = 100 i, 4 x 7; c = a + b.
  %a = memref.alloc(%c4, %c7) : memref<?x?xf32>
  %b = memref.alloc(%c4, %c7) : memref<?x?xf32>
  %c = memref.alloc(%c4, %c7) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %ten = arith.constant 10 : i32
      %hundred = arith.constant 100 : i32
      %t = arith.muli %ii, %ten : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %a[%i, %j] : memref<?x?xf32>
      %w = arith.muli %ii, %hundred : i32
      %g = arith.sitofp %w : i32 to f32
      memref.store %g, %b[%i, %j] : memref<?x?xf32>
    }
  }
  call @add(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %cu = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()

  // A 3 x 5 window of c at (1, 2), dynamic offset: row sums with step 3 from 0 and from 1.
  %win = memref.subview %c[%c1, %c2] [%c3, %c5] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  scf.for %i = %c0 to %c3 step %c1 {
    %s0 = func.call @row_sum(%win, %i, %c0, %c5) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index) -> f32
    %s1 = func.call @row_sum(%win, %i, %c1, %c5) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index) -> f32
    vector.print %s0 : f32
    vector.print %s1 : f32
  }

  // Every other element of row 2 of a (stride 2), and column 3 (stride 7): dynamic inner stride.
  %row = memref.subview %a[%c2, %c0] [1, %c4] [1, %c2] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %sr = func.call @sum_strided(%row, %c4) : (memref<?xf32, strided<[?], offset: ?>>, index) -> f32
  vector.print %sr : f32
  %col = memref.subview %a[%c0, %c3] [%c4, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %sc = func.call @sum_strided(%col, %c4) : (memref<?xf32, strided<[?], offset: ?>>, index) -> f32
  vector.print %sc : f32

  // The induction variable indexes the outer dimension (stride 7).
  %zf = arith.constant 0.0 : f32
  %colsum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zf) -> (f32) {
    %x = memref.load %c[%i, %c6] : memref<?x?xf32>
    %acc1 = arith.addf %acc, %x : f32
    scf.yield %acc1 : f32
  }
  vector.print %colsum : f32

  // atomic_rmw and an i8 memref, indexed by the induction variable.
  %counts = memref.alloc() : memref<4xi32>
  %bytes = memref.alloc(%c10) : memref<?xi8>
  %one = arith.constant 1 : i32
  %z32 = arith.constant 0 : i32
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %z32, %counts[%j] : memref<4xi32>
  }
  scf.for %rep = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %old = memref.atomic_rmw addi %one, %counts[%j] : (i32, memref<4xi32>) -> i32
    }
  }
  scf.for %j = %c0 to %c10 step %c1 {
    %jj = arith.index_cast %j : index to i8
    memref.store %jj, %bytes[%j] : memref<?xi8>
  }
  %csum = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z32) -> (i32) {
    %x = memref.load %counts[%j] : memref<4xi32>
    %acc1 = arith.addi %acc, %x : i32
    scf.yield %acc1 : i32
  }
  vector.print %csum : i32
  %z8 = arith.constant 0 : i8
  %bsum = scf.for %j = %c2 to %c10 step %c2 iter_args(%acc = %z8) -> (i8) {
    %x = memref.load %bytes[%j] : memref<?xi8>
    %acc1 = arith.addi %acc, %x : i8
    scf.yield %acc1 : i8
  }
  vector.print %bsum : i8

  // A negative lower bound (the guard fails): view = buf[4 .. 10), view[-2 .. 3) is buf[2 .. 7).
  %buf = memref.alloc() : memref<10xi64>
  %zero = arith.constant 0 : i64
  scf.for %j = %c0 to %c10 step %c1 {
    memref.store %zero, %buf[%j] : memref<10xi64>
  }
  %view = memref.subview %buf[%c4] [%c6] [1] : memref<10xi64> to memref<?xi64, strided<[1], offset: ?>>
  %cm2 = arith.constant -2 : index
  %seven = arith.constant 7 : i64
  func.call @fill(%view, %cm2, %c3, %seven) : (memref<?xi64, strided<[1], offset: ?>>, index, index, i64) -> ()
  %nine = arith.constant 9 : i64
  func.call @fill(%view, %c3, %c5, %nine) : (memref<?xi64, strided<[1], offset: ?>>, index, index, i64) -> ()
  // A lower bound past the int range (2^32 + 1 would wrap to 1): no iteration, nothing written.
  %lbhuge = arith.constant 4294967297 : index
  %eleven = arith.constant 11 : i64
  func.call @fill(%view, %lbhuge, %c3, %eleven) : (memref<?xi64, strided<[1], offset: ?>>, index, index, i64) -> ()
  scf.for %j = %c0 to %c10 step %c1 {
    %x = memref.load %buf[%j] : memref<10xi64>
    vector.print %x : i64
  }

  // Bounds past 2^31 (the guard fails): a view of buf with row stride 2^31 - 3, read at row -1
  // and columns [2^31 - 3, 2^31 + 2), i.e. buf[0 .. 5).
  %stride = arith.constant 2147483645 : index
  %wide = memref.reinterpret_cast %buf to offset: [%c0], sizes: [%c2, %c5], strides: [%stride, 1] : memref<10xi64> to memref<?x?xi64, strided<[?, 1], offset: ?>>
  %cm1 = arith.constant -1 : index
  %hi = arith.constant 2147483650 : index
  %sw = func.call @sum_row_at(%wide, %cm1, %stride, %hi) : (memref<?x?xi64, strided<[?, 1], offset: ?>>, index, index, index) -> i64
  vector.print %sw : i64
  // The same row through the int path: row 0, columns [1, 4).
  %sn = func.call @sum_row_at(%wide, %c0, %c1, %c4) : (memref<?x?xi64, strided<[?, 1], offset: ?>>, index, index, index) -> i64
  vector.print %sn : i64

  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %counts : memref<4xi32>
  memref.dealloc %bytes : memref<?xi8>
  memref.dealloc %buf : memref<10xi64>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [4, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6],
// CHECK-NEXT: [110,   111,   112,   113,   114,   115,   116],
// CHECK-NEXT: [220,   221,   222,   223,   224,   225,   226],
// CHECK-NEXT: [330,   331,   332,   333,   334,   335,   336]]
// CHECK-NEXT: 227
// CHECK-NEXT: 229
// CHECK-NEXT: 447
// CHECK-NEXT: 449
// CHECK-NEXT: 667
// CHECK-NEXT: 669
// CHECK-NEXT: 92
// CHECK-NEXT: 72
// CHECK-NEXT: 684
// CHECK-NEXT: 12
// CHECK-NEXT: 20
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 9
// CHECK-NEXT: 9
// CHECK-NEXT: 0
// CHECK-NEXT: 21
// CHECK-NEXT: 14
