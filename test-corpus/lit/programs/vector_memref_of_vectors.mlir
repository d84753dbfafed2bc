// Covers: memrefs whose elements are vectors, written by hand: memref.alloc/alloca of them (static
// and dynamic sizes), memref.load/store of whole vectors (1-D and 2-D elements), vector.type_cast
// both ways (a scalar memref seen as one vector or as rows of vectors, and back: the same memory;
// rows of 4 lanes, since upstream pads a vector of 3 to 4 lanes in memory and loomlir does not),
// memref.subview (static and dynamic offsets and sizes, rank-reducing ones), memref.cast to a
// dynamic size and to unranked,
// memref.dim/rank, memref.copy and vector.load/store on a memref of vectors.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @fill(%m: memref<?xvector<4xf32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xvector<4xf32>>
  %base = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : vector<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.constant 10.0 : f32
    %g = arith.mulf %f, %s : f32
    %b = vector.broadcast %g : f32 to vector<4xf32>
    %v = arith.addf %base, %b : vector<4xf32>
    memref.store %v, %m[%i] : memref<?xvector<4xf32>>
  }
  return
}

func.func @views() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloca() : memref<3x4xvector<2xi32>>
  scf.for %i = %c0 to %c6 step %c1 {
    %r = arith.divui %i, %c2 : index
    %q = arith.remui %i, %c2 : index
    %q2 = arith.addi %q, %c2 : index
    %ii = arith.index_cast %i : index to i32
    %v = vector.broadcast %ii : i32 to vector<2xi32>
    memref.store %v, %a[%r, %q2] : memref<3x4xvector<2xi32>>
  }
  %s = memref.subview %a[%c1, %c2] [2, %c2] [1, 1] : memref<3x4xvector<2xi32>> to memref<2x?xvector<2xi32>, strided<[4, 1], offset: ?>>
  %x = memref.load %s[%c1, %c1] : memref<2x?xvector<2xi32>, strided<[4, 1], offset: ?>>
  vector.print %x : vector<2xi32>
  %t = memref.subview %a[0, 2] [3, 1] [1, 1] : memref<3x4xvector<2xi32>> to memref<3xvector<2xi32>, strided<[4], offset: 2>>
  %y = memref.load %t[%c2] : memref<3xvector<2xi32>, strided<[4], offset: 2>>
  vector.print %y : vector<2xi32>
  %d = memref.dim %s, %c1 : memref<2x?xvector<2xi32>, strided<[4, 1], offset: ?>>
  vector.print %d : index
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5) : memref<?xvector<4xf32>>
  func.call @fill(%a) : (memref<?xvector<4xf32>>) -> ()
  %v3 = memref.load %a[%c3] : memref<?xvector<4xf32>>
  vector.print %v3 : vector<4xf32>
  // A subview of vectors 1..3, and vector 1 of it.
  %s = memref.subview %a[1] [3] [1] : memref<?xvector<4xf32>> to memref<3xvector<4xf32>, strided<[1], offset: 1>>
  %s1 = memref.load %s[%c1] : memref<3xvector<4xf32>, strided<[1], offset: 1>>
  vector.print %s1 : vector<4xf32>
  %x = arith.constant dense<-1.0> : vector<4xf32>
  memref.store %x, %s[%c2] : memref<3xvector<4xf32>, strided<[1], offset: 1>>
  %a3 = memref.load %a[%c3] : memref<?xvector<4xf32>>
  vector.print %a3 : vector<4xf32>
  // Casts, dim and rank count vectors.
  %st = memref.alloca() : memref<5xvector<4xf32>>
  %d = memref.cast %st : memref<5xvector<4xf32>> to memref<?xvector<4xf32>>
  memref.copy %a, %d : memref<?xvector<4xf32>> to memref<?xvector<4xf32>>
  %n = memref.dim %d, %c0 : memref<?xvector<4xf32>>
  vector.print %n : index
  %u = memref.cast %st : memref<5xvector<4xf32>> to memref<*xvector<4xf32>>
  %r = memref.rank %u : memref<*xvector<4xf32>>
  vector.print %r : index
  %back = memref.cast %u : memref<*xvector<4xf32>> to memref<5xvector<4xf32>>
  %l4 = vector.load %back[%c3] : memref<5xvector<4xf32>>, vector<4xf32>
  vector.print %l4 : vector<4xf32>
  %y = arith.constant dense<[7.0, 8.0, 9.0, 10.0]> : vector<4xf32>
  vector.store %y, %back[%c0] : memref<5xvector<4xf32>>, vector<4xf32>
  %st0 = memref.load %st[%c0] : memref<5xvector<4xf32>>
  vector.print %st0 : vector<4xf32>
  // vector.type_cast: a scalar memref as one vector, as rows of vectors, and back.
  %m = memref.alloc() : memref<2x4xi32>
  %k = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %whole = vector.type_cast %m : memref<2x4xi32> to memref<vector<2x4xi32>>
  memref.store %k, %whole[] : memref<vector<2x4xi32>>
  %rows = vector.type_cast %whole : memref<vector<2x4xi32>> to memref<2xvector<4xi32>>
  %row1 = memref.load %rows[%c1] : memref<2xvector<4xi32>>
  vector.print %row1 : vector<4xi32>
  %z = arith.constant dense<[40, 50, 60, 70]> : vector<4xi32>
  memref.store %z, %rows[%c0] : memref<2xvector<4xi32>>
  %e = memref.load %m[%c0, %c2] : memref<2x4xi32>
  vector.print %e : i32
  %scalars = vector.type_cast %rows : memref<2xvector<4xi32>> to memref<2x4xi32>
  %e2 = memref.load %scalars[%c1, %c0] : memref<2x4xi32>
  vector.print %e2 : i32
  %all = memref.load %whole[] : memref<vector<2x4xi32>>
  vector.print %all : vector<2x4xi32>
  // 2-D elements, and a rank-reducing subview of them.
  %g = memref.alloca() : memref<2x3xvector<2x2xi8>>
  %gi = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi8>
  memref.store %gi, %g[%c1, %c2] : memref<2x3xvector<2x2xi8>>
  %row = memref.subview %g[1, 0] [1, 3] [1, 1] : memref<2x3xvector<2x2xi8>> to memref<3xvector<2x2xi8>, strided<[1], offset: 3>>
  %gl = memref.load %row[%c2] : memref<3xvector<2x2xi8>, strided<[1], offset: 3>>
  vector.print %gl : vector<2x2xi8>
  func.call @views() : () -> ()
  memref.dealloc %a : memref<?xvector<4xf32>>
  memref.dealloc %m : memref<2x4xi32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: ( 30, 31, 32, 33 )
// CHECK-NEXT: ( 20, 21, 22, 23 )
// CHECK-NEXT: ( -1, -1, -1, -1 )
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: ( -1, -1, -1, -1 )
// CHECK-NEXT: ( 7, 8, 9, 10 )
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: 60
// CHECK-NEXT: 5
// CHECK-NEXT: ( ( 40, 50, 60, 70 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
// CHECK-NEXT: ( 5, 5 )
// CHECK-NEXT: ( 4, 4 )
// CHECK-NEXT: 2
