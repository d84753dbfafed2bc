// Covers: memref.reinterpret_cast (to a transposed view with static strides, to a dynamic
// offset/size/stride view, from an unranked memref), memref.collapse_shape and memref.expand_shape
// (static and dynamic output shapes, of a strided view), memref.reshape with a static and a
// dynamic shape operand, also as memref-expand rewrites it (second RUN line). All views share
// storage with their source. (memref.view: memref_view.mlir, memref_view_derived.mlir; as f32, a
// loomlir limitation: errors/memref_view_typed.mlir.)
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --memref-expand | FileCheck %s --match-full-lines

func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index

  // 12 values 0..11
  %flat = memref.alloc() : memref<12xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %flat[%i] : memref<12xi32>
  }

  // reinterpret as 3x4, then as its transpose 4x3 (strides [1, 4]).
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<12xi32> to memref<3x4xi32>
  %mu = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  %t = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 3], strides: [1, 4] : memref<12xi32> to memref<4x3xi32, strided<[1, 4]>>
  %tu = memref.cast %t : memref<4x3xi32, strided<[1, 4]>> to memref<*xi32>
  func.call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
  // dynamic: offset 1, 2 x 2, strides [c6, c2]
  %d = memref.reinterpret_cast %flat to offset: [%c1], sizes: [%c2, %c2], strides: [%c6, %c2] : memref<12xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %du = memref.cast %d : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<*xi32>
  func.call @printMemrefI32(%du) : (memref<*xi32>) -> ()
  // from unranked
  %fu = memref.cast %flat : memref<12xi32> to memref<*xi32>
  %r = memref.reinterpret_cast %fu to offset: [10], sizes: [2], strides: [1] : memref<*xi32> to memref<2xi32, strided<[1], offset: 10>>
  %r1 = memref.load %r[%c1] : memref<2xi32, strided<[1], offset: 10>>
  vector.print %r1 : i32

  // collapse and expand
  %col = memref.collapse_shape %m [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  %c7 = memref.load %col[%c6] : memref<12xi32>
  vector.print %c7 : i32
  %e3 = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 2] : memref<12xi32> into memref<2x3x2xi32>
  %e3u = memref.cast %e3 : memref<2x3x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%e3u) : (memref<*xi32>) -> ()
  %collapsed3 = memref.collapse_shape %e3 [[0, 1], [2]] : memref<2x3x2xi32> into memref<6x2xi32>
  %cu = memref.cast %collapsed3 : memref<6x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  %dynflat = memref.cast %flat : memref<12xi32> to memref<?xi32>
  %ed = memref.expand_shape %dynflat [[0, 1]] output_shape [%c4, 3] : memref<?xi32> into memref<?x3xi32>
  %ed0 = memref.dim %ed, %c0 : memref<?x3xi32>
  vector.print %ed0 : index
  %ev = memref.load %ed[%c3, %c2] : memref<?x3xi32>
  vector.print %ev : i32
  // collapse a strided view whose dimensions can be merged: rows 1..2 of the 3x4 view.
  %rows = memref.subview %m[1, 0] [2, 4] [1, 1] : memref<3x4xi32> to memref<2x4xi32, strided<[4, 1], offset: 4>>
  %rc = memref.collapse_shape %rows [[0, 1]] : memref<2x4xi32, strided<[4, 1], offset: 4>> into memref<8xi32, strided<[1], offset: 4>>
  %rcu = memref.cast %rc : memref<8xi32, strided<[1], offset: 4>> to memref<*xi32>
  func.call @printMemrefI32(%rcu) : (memref<*xi32>) -> ()

  // reshape with a shape memref (static and dynamic result).
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c6, %shape[%c1] : memref<2xindex>
  %rs = memref.reshape %flat(%shape) : (memref<12xi32>, memref<2xindex>) -> memref<2x6xi32>
  %rsu = memref.cast %rs : memref<2x6xi32> to memref<*xi32>
  func.call @printMemrefI32(%rsu) : (memref<*xi32>) -> ()
  %rsd = memref.reshape %flat(%shape) : (memref<12xi32>, memref<2xindex>) -> memref<?x?xi32>
  %rsd1 = memref.dim %rsd, %c1 : memref<?x?xi32>
  vector.print %rsd1 : index
  %shape1 = memref.alloca() : memref<1xindex>
  memref.store %c12, %shape1[%c0] : memref<1xindex>
  %rs1 = memref.reshape %m(%shape1) : (memref<3x4xi32>, memref<1xindex>) -> memref<12xi32>
  %rs1v = memref.load %rs1[%c3] : memref<12xi32>
  vector.print %rs1v : i32

  // Writes through a view are visible in the source.
  %minus = arith.constant -1 : i32
  memref.store %minus, %t[%c1, %c2] : memref<4x3xi32, strided<[1, 4]>>
  memref.store %minus, %e3[%c1, %c0, %c1] : memref<2x3x2xi32>
  func.call @printMemrefI32(%fu) : (memref<*xi32>) -> ()

  memref.dealloc %flat : memref<12xi32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK-NEXT: [4,   5,   6,   7],
// CHECK-NEXT: [8,   9,   10,   11]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [1, 4] data =
// CHECK-NEXT: {{\[\[}}0,   4,   8],
// CHECK-NEXT: [1,   5,   9],
// CHECK-NEXT: [2,   6,   10],
// CHECK-NEXT: [3,   7,   11]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 1 sizes = [2, 2] strides = [6, 2] data =
// CHECK-NEXT: {{\[\[}}1,   3],
// CHECK-NEXT: [7,   9]]
// CHECK-NEXT: 11
// CHECK-NEXT: 6
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 3, 2] strides = [6, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1],
// CHECK-NEXT: [2,    3],
// CHECK-NEXT: [4,    5]],
// CHECK-NEXT: {{\[\[}}6,    7],
// CHECK-NEXT: [8,    9],
// CHECK-NEXT: [10,    11]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1],
// CHECK-NEXT: [2,   3],
// CHECK-NEXT: [4,   5],
// CHECK-NEXT: [6,   7],
// CHECK-NEXT: [8,   9],
// CHECK-NEXT: [10,   11]]
// CHECK-NEXT: 4
// CHECK-NEXT: 11
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 4 sizes = [8] strides = [1] data =
// CHECK-NEXT: [4,  5,  6,  7,  8,  9,  10,  11]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5],
// CHECK-NEXT: [6,   7,   8,   9,   10,   11]]
// CHECK-NEXT: 6
// CHECK-NEXT: 3
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [12] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  -1,  8,  -1,  10,  11]
