// Covers: memref.transpose of a static 3-d memref (rotating the dimensions), of a strided
// subview, of a dynamically shaped memref, and of a transpose (back to the original order);
// loads, stores and memref.copy through transposed views (writes land in the base buffer);
// printMemref of transposed views (header shows the permuted sizes and strides);
// memref.prefetch (no visible effect) on identity and transposed memrefs;
// memref.memory_space_cast there and back (ranked and unranked), accesses through it.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index

  // base[i][j][k] = 100 * i + 10 * j + k, 2 x 3 x 4
  %base = memref.alloc() : memref<2x3x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %kk = arith.index_cast %k : index to i32
        %hundred = arith.constant 100 : i32
        %ten = arith.constant 10 : i32
        %a = arith.muli %ii, %hundred : i32
        %b = arith.muli %jj, %ten : i32
        %s = arith.addi %a, %b : i32
        %v = arith.addi %s, %kk : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %base[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  memref.prefetch %base[%c1, %c2, %c3], read, locality<3>, data : memref<2x3x4xf32>

  // (i, j, k) -> (k, i, j): t[k][i][j] = base[i][j][k].
  %t = memref.transpose %base (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %tu = memref.cast %t : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<*xf32>
  func.call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %x = memref.load %t[%c3, %c1, %c2] : memref<4x2x3xf32, strided<[1, 12, 4]>>
  vector.print %x : f32
  memref.prefetch %t[%c0, %c1, %c0], write, locality<0>, instr : memref<4x2x3xf32, strided<[1, 12, 4]>>

  // A transpose of a transpose restores the order.
  %back = memref.transpose %t (k, i, j) -> (i, j, k) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32>
  %y = memref.load %back[%c1, %c2, %c3] : memref<2x3x4xf32>
  vector.print %y : f32

  // Transposing a strided subview keeps its offset.
  %sub = memref.subview %base[0, 1, 1] [2, 2, 3] [1, 1, 1] : memref<2x3x4xf32> to memref<2x2x3xf32, strided<[12, 4, 1], offset: 5>>
  %ts = memref.transpose %sub (i, j, k) -> (j, k, i) : memref<2x2x3xf32, strided<[12, 4, 1], offset: 5>> to memref<2x3x2xf32, strided<[4, 1, 12], offset: 5>>
  %tsu = memref.cast %ts : memref<2x3x2xf32, strided<[4, 1, 12], offset: 5>> to memref<*xf32>
  func.call @printMemrefF32(%tsu) : (memref<*xf32>) -> ()
  %minus = arith.constant -1.0 : f32
  memref.store %minus, %ts[%c1, %c2, %c0] : memref<2x3x2xf32, strided<[4, 1, 12], offset: 5>>

  // Dynamic sizes: the strides come from the descriptor.
  %dyn = memref.cast %base : memref<2x3x4xf32> to memref<?x?x?xf32>
  %td = memref.transpose %dyn (i, j, k) -> (j, i, k) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %d0 = memref.dim %td, %c0 : memref<?x?x?xf32, strided<[?, ?, 1]>>
  %d1 = memref.dim %td, %c1 : memref<?x?x?xf32, strided<[?, ?, 1]>>
  vector.print %d0 : index
  vector.print %d1 : index
  %tdu = memref.cast %td : memref<?x?x?xf32, strided<[?, ?, 1]>> to memref<*xf32>
  func.call @printMemrefF32(%tdu) : (memref<*xf32>) -> ()

  // Copying a transposed view materializes the transpose.
  %m = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %ten = arith.constant 10 : i32
      %a = arith.muli %ii, %ten : i32
      %v = arith.addi %a, %jj : i32
      memref.store %v, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %mt = memref.transpose %m (i, j) -> (j, i) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %dense = memref.alloc() : memref<4x3xi32>
  memref.copy %mt, %dense : memref<4x3xi32, strided<[1, 4]>> to memref<4x3xi32>
  %denseu = memref.cast %dense : memref<4x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%denseu) : (memref<*xi32>) -> ()

  // Memory spaces: the same buffer seen from space 1, written there, read back.
  %ms = memref.memory_space_cast %m : memref<3x4xi32> to memref<3x4xi32, 1>
  %seven = arith.constant 7 : i32
  memref.store %seven, %ms[%c2, %c3] : memref<3x4xi32, 1>
  %z = memref.load %ms[%c1, %c2] : memref<3x4xi32, 1>
  vector.print %z : i32
  %unranked = memref.cast %ms : memref<3x4xi32, 1> to memref<*xi32, 1>
  %generic = memref.memory_space_cast %unranked : memref<*xi32, 1> to memref<*xi32>
  func.call @printMemrefI32(%generic) : (memref<*xi32>) -> ()

  %baseu = memref.cast %base : memref<2x3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%baseu) : (memref<*xf32>) -> ()
  memref.dealloc %dense : memref<4x3xi32>
  memref.dealloc %m : memref<3x4xi32>
  memref.dealloc %base : memref<2x3x4xf32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [4, 2, 3] strides = [1, 12, 4] data =
// CHECK-NEXT: {{\[\[\[}}0,    10,    20],
// CHECK-NEXT: [100,    110,    120]],
// CHECK-NEXT: {{\[\[}}1,    11,    21],
// CHECK-NEXT: [101,    111,    121]],
// CHECK-NEXT: {{\[\[}}2,    12,    22],
// CHECK-NEXT: [102,    112,    122]],
// CHECK-NEXT: {{\[\[}}3,    13,    23],
// CHECK-NEXT: [103,    113,    123]]]
// CHECK-NEXT: 123
// CHECK-NEXT: 123
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 5 sizes = [2, 3, 2] strides = [4, 1, 12] data =
// CHECK-NEXT: {{\[\[\[}}11,    111],
// CHECK-NEXT: [12,    112],
// CHECK-NEXT: [13,    113]],
// CHECK-NEXT: {{\[\[}}21,    121],
// CHECK-NEXT: [22,    122],
// CHECK-NEXT: [23,    123]]]
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [3, 2, 4] strides = [4, 12, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
// CHECK-NEXT: [100,    101,    102,    103]],
// CHECK-NEXT: {{\[\[}}10,    11,    12,    13],
// CHECK-NEXT: [110,    111,    112,    113]],
// CHECK-NEXT: {{\[\[}}20,    21,    22,    -1],
// CHECK-NEXT: [120,    121,    122,    123]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   10,   20],
// CHECK-NEXT: [1,   11,   21],
// CHECK-NEXT: [2,   12,   22],
// CHECK-NEXT: [3,   13,   23]]
// CHECK-NEXT: 12
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [20,   21,   22,   7]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
// CHECK-NEXT: [10,    11,    12,    13],
// CHECK-NEXT: [20,    21,    22,    -1]],
// CHECK-NEXT: {{\[\[}}100,    101,    102,    103],
// CHECK-NEXT: [110,    111,    112,    113],
// CHECK-NEXT: [120,    121,    122,    123]]]
