// Covers: vector.load and vector.store (1-D rows of 2-D memrefs, 0-D vectors,
// dynamic-size memrefs, i8/i64/f16/f64 elements), vector.maskedload and vector.maskedstore
// (masked-off lanes past the end), vector.gather and vector.scatter (index vectors, masks,
// n-D base indices), vector.expandload and vector.compressstore.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k = arith.muli %i, %d1 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c4, %c6) : memref<?x?xf32>
  call @fill(%m) : (memref<?x?xf32>) -> ()
  %r = vector.load %m[%c1, %c2] : memref<?x?xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %r2 = vector.load %m[%c2, %c1] : memref<?x?xf32>, vector<3xf32>
  vector.print %r2 : vector<3xf32>
  %r0 = vector.load %m[%c3, %c3] : memref<?x?xf32>, vector<f32>
  vector.print %r0 : vector<f32>
  %neg = arith.negf %r : vector<4xf32>
  vector.store %neg, %m[%c0, %c0] : memref<?x?xf32>, vector<4xf32>
  %twice = arith.addf %r2, %r2 : vector<3xf32>
  vector.store %twice, %m[%c2, %c3] : memref<?x?xf32>, vector<3xf32>
  %row0 = vector.load %m[%c0, %c0] : memref<?x?xf32>, vector<6xf32>
  vector.print %row0 : vector<6xf32>
  %row2 = vector.load %m[%c2, %c0] : memref<?x?xf32>, vector<6xf32>
  vector.print %row2 : vector<6xf32>

  %b = memref.alloc() : memref<8xi8>
  %bytes = arith.constant dense<[1, 2, 3, 4, -5, -6, 7, 8]> : vector<8xi8>
  vector.store %bytes, %b[%c0] : memref<8xi8>, vector<8xi8>
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<[-1, -1, -1, -1]> : vector<4xi8>
  %ml = vector.maskedload %b[%c4], %mask, %pass : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  vector.print %ml : vector<4xi8>
  %tail = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %ml2 = vector.maskedload %b[%c6], %tail, %pass : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  vector.print %ml2 : vector<4xi8>
  %val = arith.constant dense<[40, 41, 42, 43]> : vector<4xi8>
  vector.maskedstore %b[%c6], %tail, %val : memref<8xi8>, vector<4xi1>, vector<4xi8>
  %bs = vector.load %b[%c0] : memref<8xi8>, vector<8xi8>
  vector.print %bs : vector<8xi8>

  %q = memref.alloc() : memref<10xi64>
  %iota = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107, 108, 109]> : vector<10xi64>
  vector.store %iota, %q[%c0] : memref<10xi64>, vector<10xi64>
  %idx = arith.constant dense<[8, 0, 4, 1000]> : vector<4xindex>
  %gmask = arith.constant dense<[true, true, true, false]> : vector<4xi1>
  %gpass = arith.constant dense<[-7, -7, -7, -7]> : vector<4xi64>
  %g = vector.gather %q[%c1][%idx], %gmask, %gpass : memref<10xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  vector.print %g : vector<4xi64>
  %sval = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %sidx = arith.constant dense<[0, 2, 4, 6]> : vector<4xi32>
  vector.scatter %q[%c2][%sidx], %gmask, %sval : memref<10xi64>, vector<4xi32>, vector<4xi1>, vector<4xi64>
  %qs = vector.load %q[%c0] : memref<10xi64>, vector<10xi64>
  vector.print %qs : vector<10xi64>
  %g2idx = arith.constant dense<[[0, 1], [6, 7]]> : vector<2x2xi32>
  %g2mask = arith.constant dense<true> : vector<2x2xi1>
  %g2pass = arith.constant dense<0.0> : vector<2x2xf32>
  %g2 = vector.gather %m[%c1, %c1][%g2idx], %g2mask, %g2pass : memref<?x?xf32>, vector<2x2xi32>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %g2 : vector<2x2xf32>

  %h = memref.alloc() : memref<6xf16>
  %hv = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5]> : vector<6xf16>
  vector.store %hv, %h[%c0] : memref<6xf16>, vector<6xf16>
  %emask = arith.constant dense<[false, true, false, true, true]> : vector<5xi1>
  %epass = arith.constant dense<-1.0> : vector<5xf16>
  %ex = vector.expandload %h[%c2], %emask, %epass : memref<6xf16>, vector<5xi1>, vector<5xf16> into vector<5xf16>
  vector.print %ex : vector<5xf16>
  %cval = arith.constant dense<[9.0, 8.0, 7.0, 6.0, 5.0]> : vector<5xf16>
  vector.compressstore %h[%c1], %emask, %cval : memref<6xf16>, vector<5xi1>, vector<5xf16>
  %hs = vector.load %h[%c0] : memref<6xf16>, vector<6xf16>
  vector.print %hs : vector<6xf16>

  %d = memref.alloca() : memref<2x2xf64>
  %dv = arith.constant dense<[3.75, 5.0]> : vector<2xf64>
  vector.store %dv, %d[%c1, %c0] : memref<2x2xf64>, vector<2xf64>
  %dl = vector.load %d[%c1, %c0] : memref<2x2xf64>, vector<2xf64>
  vector.print %dl : vector<2xf64>
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %b : memref<8xi8>
  memref.dealloc %q : memref<10xi64>
  memref.dealloc %h : memref<6xf16>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: ( 8, 9, 10, 11 )
// CHECK-NEXT: ( 13, 14, 15 )
// CHECK-NEXT: ( 21 )
// CHECK-NEXT: ( -8, -9, -10, -11, 4, 5 )
// CHECK-NEXT: ( 12, 13, 14, 26, 28, 30 )
// CHECK-NEXT: ( -5, -1, 7, -1 )
// CHECK-NEXT: ( 7, 8, -1, -1 )
// CHECK-NEXT: ( 1, 2, 3, 4, -5, -6, 40, 41 )
// CHECK-NEXT: ( 109, 101, 105, -7 )
// CHECK-NEXT: ( 100, 101, 1, 103, 2, 105, 3, 107, 108, 109 )
// CHECK-NEXT: ( ( 7, 8 ), ( 13, 14 ) )
// CHECK-NEXT: ( -1, 2.5, -1, 3.5, 4.5 )
// CHECK-NEXT: ( 0.5, 8, 6, 5, 4.5, 5.5 )
// CHECK-NEXT: ( 3.75, 5 )
