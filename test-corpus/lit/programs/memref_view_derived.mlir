// Covers: memrefs derived from a memref.view at a byte shift: memref.subview, memref.reinterpret_cast
// (static and dynamic offset), memref.cast (to a dynamic offset and back to a static one),
// memref.expand_shape, a memref.view of a view, and memref.extract_strided_metadata of a view and
// of a subview of it. The view moves the aligned pointer, so every offset they show counts from
// the shifted pointer (a view shows offset 0); loads and stores through them reach the right bytes.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }

func.func @print1(%m: memref<?xi8, strided<[?], offset: ?>>) {
  %u = memref.cast %m : memref<?xi8, strided<[?], offset: ?>> to memref<*xi8>
  func.call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}

func.func @print2(%m: memref<?x?xi8, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xi8, strided<[?, ?], offset: ?>> to memref<*xi8>
  func.call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() : memref<16xi8>
  // Fill with 'a'..'p'.
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %a = arith.constant 97 : i8
    %ch = arith.addi %ii, %a : i8
    memref.store %ch, %buf[%i] : memref<16xi8>
  }
  // Bytes 4.. ('e'..'p').
  %v = memref.view %buf[%c4][] : memref<16xi8> to memref<12xi8>
  %vd = memref.cast %v : memref<12xi8> to memref<?xi8, strided<[?], offset: ?>>
  func.call @print1(%vd) : (memref<?xi8, strided<[?], offset: ?>>) -> ()

  // Elements 2..5 of the view: 'g'..'j', offset 2.
  %s = memref.subview %v[2] [4] [1] : memref<12xi8> to memref<4xi8, strided<[1], offset: 2>>
  %sd = memref.cast %s : memref<4xi8, strided<[1], offset: 2>> to memref<?xi8, strided<[?], offset: ?>>
  func.call @print1(%sd) : (memref<?xi8, strided<[?], offset: ?>>) -> ()
  // Back to the static offset the subview's type states (checked at run time by loomlir).
  %ss = memref.cast %sd : memref<?xi8, strided<[?], offset: ?>> to memref<4xi8, strided<[1], offset: 2>>
  %g = memref.load %ss[%c0] : memref<4xi8, strided<[1], offset: 2>>
  vector.print %g : i8

  // Static reinterpret_cast of the view: offset 3 from the shifted pointer ('h', 'i' / 'l', 'm').
  %r = memref.reinterpret_cast %v to offset: [3], sizes: [2, 2], strides: [4, 1] : memref<12xi8> to memref<2x2xi8, strided<[4, 1], offset: 3>>
  %rd = memref.cast %r : memref<2x2xi8, strided<[4, 1], offset: 3>> to memref<?x?xi8, strided<[?, ?], offset: ?>>
  func.call @print2(%rd) : (memref<?x?xi8, strided<[?, ?], offset: ?>>) -> ()
  // Dynamic offset 5, stride 2: 'j', 'l', 'n'.
  %rdyn = memref.reinterpret_cast %v to offset: [%c5], sizes: [3], strides: [2] : memref<12xi8> to memref<3xi8, strided<[2], offset: ?>>
  %rdynd = memref.cast %rdyn : memref<3xi8, strided<[2], offset: ?>> to memref<?xi8, strided<[?], offset: ?>>
  func.call @print1(%rdynd) : (memref<?xi8, strided<[?], offset: ?>>) -> ()

  // Metadata of the view: offset 0, its base buffer holds 'e'.
  %base, %off, %size, %stride = memref.extract_strided_metadata %v : memref<12xi8> -> memref<i8>, index, index, index
  vector.print %off : index
  vector.print %size : index
  %bu = memref.cast %base : memref<i8> to memref<*xi8>
  func.call @printMemrefI8(%bu) : (memref<*xi8>) -> ()
  // Metadata of the subview through a dynamic-offset type: offset 2; rebuilt from its base.
  %base2, %off2, %size2, %stride2 = memref.extract_strided_metadata %sd : memref<?xi8, strided<[?], offset: ?>> -> memref<i8>, index, index, index
  vector.print %off2 : index
  %re = memref.reinterpret_cast %base2 to offset: [%off2], sizes: [%size2], strides: [%stride2] : memref<i8> to memref<?xi8, strided<[?], offset: ?>>
  func.call @print1(%re) : (memref<?xi8, strided<[?], offset: ?>>) -> ()

  // Expand the subview to 2x2: offset still 2.
  %e = memref.expand_shape %s [[0, 1]] output_shape [2, 2] : memref<4xi8, strided<[1], offset: 2>> into memref<2x2xi8, strided<[2, 1], offset: 2>>
  %ed = memref.cast %e : memref<2x2xi8, strided<[2, 1], offset: 2>> to memref<?x?xi8, strided<[?, ?], offset: ?>>
  func.call @print2(%ed) : (memref<?x?xi8, strided<[?, ?], offset: ?>>) -> ()

  // A view of the view, 2 bytes further: bytes 6.. as 2x5 ('g'..'p').
  %vv = memref.view %v[%c2][] : memref<12xi8> to memref<2x5xi8>
  %vvd = memref.cast %vv : memref<2x5xi8> to memref<?x?xi8, strided<[?, ?], offset: ?>>
  func.call @print2(%vvd) : (memref<?x?xi8, strided<[?, ?], offset: ?>>) -> ()
  // Stores through derived memrefs land in the buffer: vv[1, 0] is byte 11, r[1, 1] byte 12,
  // ss[3] byte 9.
  %star = arith.constant 42 : i8
  memref.store %star, %vv[%c1, %c0] : memref<2x5xi8>
  %plus = arith.constant 43 : i8
  memref.store %plus, %r[%c1, %c1] : memref<2x2xi8, strided<[4, 1], offset: 3>>
  %c3 = arith.constant 3 : index
  %hash = arith.constant 35 : i8
  memref.store %hash, %ss[%c3] : memref<4xi8, strided<[1], offset: 2>>
  %bufd = memref.cast %buf : memref<16xi8> to memref<?xi8, strided<[?], offset: ?>>
  func.call @print1(%bufd) : (memref<?xi8, strided<[?], offset: ?>>) -> ()
  memref.dealloc %buf : memref<16xi8>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [12] strides = [1] data =
// CHECK-NEXT: [e,  f,  g,  h,  i,  j,  k,  l,  m,  n,  o,  p]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 2 sizes = [4] strides = [1] data =
// CHECK-NEXT: [g,  h,  i,  j]
// CHECK-NEXT: 103
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 3 sizes = [2, 2] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}h,   i],
// CHECK-NEXT: [l,   m]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 5 sizes = [3] strides = [2] data =
// CHECK-NEXT: [j,  l,  n]
// CHECK-NEXT: 0
// CHECK-NEXT: 12
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [e]
// CHECK-NEXT: 2
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 2 sizes = [4] strides = [1] data =
// CHECK-NEXT: [g,  h,  i,  j]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 2 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}g,   h],
// CHECK-NEXT: [i,   j]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}g,   h,   i,   j,   k],
// CHECK-NEXT: [l,   m,   n,   o,   p]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [a,  b,  c,  d,  e,  f,  g,  h,  i,  #,  k,  *,  +,  n,  o,  p]
