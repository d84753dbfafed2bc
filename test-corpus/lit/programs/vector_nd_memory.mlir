// Covers: n-D vector.load and vector.store (the vector's dimensions move along the memref's
// trailing ones: a block of rows), from a static memref, a dynamic one and a strided subview
// (rows that are not adjacent in the array), and a 3-D block of a 3-D memref.
// UPSTREAM-UNSUPPORTED: the reference pipeline cannot lower n-D vector.load/store (convert-vector-to-llvm
// handles 1-D only); the checks were worked out by hand from the stored values.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @blocks(%d: memref<?x?xi32>, %i: index, %j: index) {
  %r = vector.load %d[%i, %j] : memref<?x?xi32>, vector<2x2xi32>
  vector.print %r : vector<2x2xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3x4xi32>
  %v = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi32>
  vector.store %v, %m[%c0, %c0] : memref<3x4xi32>, vector<3x4xi32>
  %r = vector.load %m[%c1, %c1] : memref<3x4xi32>, vector<2x3xi32>
  vector.print %r : vector<2x3xi32>
  %w = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi32>
  vector.store %w, %m[%c0, %c2] : memref<3x4xi32>, vector<2x2xi32>
  %all = vector.load %m[%c0, %c0] : memref<3x4xi32>, vector<3x4xi32>
  vector.print %all : vector<3x4xi32>
  %d = memref.cast %m : memref<3x4xi32> to memref<?x?xi32>
  call @blocks(%d, %c1, %c0) : (memref<?x?xi32>, index, index) -> ()
  // Rows 0 and 2 of the memref, columns 1..3: the subview's rows are 8 elements apart.
  %s = memref.subview %m[0, 1] [2, 3] [2, 1] : memref<3x4xi32> to memref<2x3xi32, strided<[8, 1], offset: 1>>
  %sv = vector.load %s[%c0, %c0] : memref<2x3xi32, strided<[8, 1], offset: 1>>, vector<2x3xi32>
  vector.print %sv : vector<2x3xi32>
  %z = arith.constant dense<0> : vector<2x2xi32>
  vector.store %z, %s[%c0, %c1] : memref<2x3xi32, strided<[8, 1], offset: 1>>, vector<2x2xi32>
  %after = vector.load %m[%c0, %c0] : memref<3x4xi32>, vector<3x4xi32>
  vector.print %after : vector<3x4xi32>
  %cube = memref.alloc() : memref<2x3x4xf32>
  %f = arith.constant dense<[[[1.5, 2.5], [3.5, 4.5]], [[5.5, 6.5], [7.5, 8.5]]]> : vector<2x2x2xf32>
  %zero = arith.constant dense<0.0> : vector<2x3x4xf32>
  vector.store %zero, %cube[%c0, %c0, %c0] : memref<2x3x4xf32>, vector<2x3x4xf32>
  vector.store %f, %cube[%c0, %c1, %c2] : memref<2x3x4xf32>, vector<2x2x2xf32>
  %cv = vector.load %cube[%c0, %c0, %c0] : memref<2x3x4xf32>, vector<2x3x4xf32>
  vector.print %cv : vector<2x3x4xf32>
  return
}

// CHECK: ( ( 6, 7, 8 ), ( 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, -1, -2 ), ( 5, 6, -3, -4 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 5, 6 ), ( 9, 10 ) )
// CHECK-NEXT: ( ( 2, -1, -2 ), ( 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 0, 0 ), ( 5, 6, -3, -4 ), ( 9, 10, 0, 0 ) )
// CHECK-NEXT: ( ( ( 0, 0, 0, 0 ), ( 0, 0, 1.5, 2.5 ), ( 0, 0, 3.5, 4.5 ) ), ( ( 0, 0, 0, 0 ), ( 0, 0, 5.5, 6.5 ), ( 0, 0, 7.5, 8.5 ) ) )
