// Covers: loops that loomlir-int-loop-versioning (in the default lowering) versions on their
// memrefs' layouts (an i32 loop over reinterpret_casts sharing one offset and strides when the
// run-time offsets and strides are equal, the plain i32 loop otherwise; the second RUN line turns
// the option off: the plain i32 loop only): 2-d views with dynamic offsets called with equal
// layouts, with the same buffer as every operand, with one buffer as two of them, with
// overlapping subviews one column apart (unequal offsets: a loop-carried dependence that must read
// each element as the scalar loop does) and with unequal row strides; a 1-d loop over f64 and i32
// memrefs with iter_args; 3-d views (equal layouts, aliased operands, subviews one row apart); and
// a loop whose accesses use different outer indices (not versioned on layouts).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --loomlir-int-loop-versioning=same-layout=false | FileCheck %s --match-full-lines

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

// c = a + b over 2-d views with any offset and row stride.
func.func @add2d(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                 %c: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      %y = memref.load %b[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    }
  }
  return
}

// x[j] = x[j] + y[j] (y as f64), returning acc + the sum of the new x.
func.func @accumulate(%x: memref<?xf64, strided<[1], offset: ?>>, %y: memref<?xi32, strided<[1], offset: ?>>, %acc: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf64, strided<[1], offset: ?>>
  %c1 = arith.constant 1 : index
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%s = %acc) -> (f64) {
    %p = memref.load %x[%j] : memref<?xf64, strided<[1], offset: ?>>
    %q = memref.load %y[%j] : memref<?xi32, strided<[1], offset: ?>>
    %qf = arith.sitofp %q : i32 to f64
    %v = arith.addf %p, %qf : f64
    memref.store %v, %x[%j] : memref<?xf64, strided<[1], offset: ?>>
    %s1 = arith.addf %s, %v : f64
    scf.yield %s1 : f64
  }
  return %r : f64
}

// b = 2a + b over 3-d views.
func.func @axpy3d(%a: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %b: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %two = arith.constant 2.0 : f32
  %d0 = memref.dim %a, %c0 : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  %d1 = memref.dim %a, %c1 : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  %d2 = memref.dim %a, %c2 : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %k = %c0 to %d1 step %c1 {
      scf.for %j = %c0 to %d2 step %c1 {
        %x = memref.load %a[%i, %k, %j] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
        %y = memref.load %b[%i, %k, %j] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
        %x2 = arith.mulf %x, %two : f32
        %s = arith.addf %x2, %y : f32
        memref.store %s, %b[%i, %k, %j] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
      }
    }
  }
  return
}

// b[k, j] = a[i, j] + 1 for every j: the accesses' outer indices differ.
func.func @copy_row(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %i: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%k, %j] : memref<?x?xf32>
  }
  return
}

// m[i, j] = base + 10 i + j.
func.func @fill2d(%m: memref<?x?xf32>, %base: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %ten = arith.constant 10 : index
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %t = arith.muli %i, %ten : index
      %v = arith.addi %t, %j : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      %w = arith.addf %vf, %base : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
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
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %f0 = arith.constant 0.0 : f32
  %f100 = arith.constant 100.0 : f32

  // Three buffers of one layout, then the same buffer as every operand, then b aliasing c.
  %A = memref.alloc(%c3, %c4) : memref<?x?xf32>
  %B = memref.alloc(%c3, %c4) : memref<?x?xf32>
  %C = memref.alloc(%c3, %c4) : memref<?x?xf32>
  call @fill2d(%A, %f0) : (memref<?x?xf32>, f32) -> ()
  call @fill2d(%B, %f100) : (memref<?x?xf32>, f32) -> ()
  %Av = memref.cast %A : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %Bv = memref.cast %B : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %Cv = memref.cast %C : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @add2d(%Av, %Bv, %Cv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %Cu = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()
  call @add2d(%Cv, %Cv, %Cv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()
  call @add2d(%Av, %Cv, %Cv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()

  // Overlapping views one column apart: c[i, j] = buf[i, j + 1] = buf[i, j] + b[i, j], a running
  // sum along each row (unequal offsets: the plain i32 loop).
  %buf = memref.alloc(%c3, %c5) : memref<?x?xf32>
  call @fill2d(%buf, %f0) : (memref<?x?xf32>, f32) -> ()
  %left = memref.subview %buf[0, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1]>>
  %right = memref.subview %buf[0, 1] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: 1>>
  %leftv = memref.cast %left : memref<3x4xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %rightv = memref.cast %right : memref<3x4xf32, strided<[?, 1], offset: 1>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @add2d(%leftv, %Bv, %rightv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %bufu = memref.cast %buf : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%bufu) : (memref<*xf32>) -> ()
  // The other way round: buf[i, j] = buf[i, j + 1] + b[i, j] reads each element before it is overwritten.
  call @add2d(%rightv, %Bv, %leftv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%bufu) : (memref<*xf32>) -> ()
  // Equal layouts over one buffer: the same view as a and c, another buffer as b.
  call @add2d(%rightv, %Bv, %rightv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%bufu) : (memref<*xf32>) -> ()
  // Unequal row strides: a 3x4 window of buf (stride 5) and A (stride 4).
  call @add2d(%leftv, %Av, %Cv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()
  // Equal strides and offsets reached through different views: rows 1..2 of A and of B.
  %A12 = memref.subview %A[1, 0] [2, 4] [1, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %B12 = memref.subview %B[1, 0] [2, 4] [1, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %A12v = memref.cast %A12 : memref<2x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %B12v = memref.cast %B12 : memref<2x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @add2d(%A12v, %B12v, %B12v) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %Bu = memref.cast %B : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()

  // 1-d, f64 and i32, iter_args: equal offsets (both 0), then x one element further in.
  %X = memref.alloc(%c6) : memref<?xf64>
  %Y = memref.alloc(%c6) : memref<?xi32>
  scf.for %j = %c0 to %c6 step %c1 {
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f64
    memref.store %jf, %X[%j] : memref<?xf64>
    %j3 = arith.muli %ji, %ji : i32
    memref.store %j3, %Y[%j] : memref<?xi32>
  }
  %Xv = memref.cast %X : memref<?xf64> to memref<?xf64, strided<[1], offset: ?>>
  %Yv = memref.cast %Y : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
  %z = arith.constant 0.5 : f64
  %s1 = call @accumulate(%Xv, %Yv, %z) : (memref<?xf64, strided<[1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>, f64) -> f64
  vector.print %s1 : f64
  %X1 = memref.subview %X[1] [5] [1] : memref<?xf64> to memref<5xf64, strided<[1], offset: 1>>
  %X1v = memref.cast %X1 : memref<5xf64, strided<[1], offset: 1>> to memref<?xf64, strided<[1], offset: ?>>
  %s2 = call @accumulate(%X1v, %Yv, %z) : (memref<?xf64, strided<[1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>, f64) -> f64
  vector.print %s2 : f64
  scf.for %j = %c0 to %c6 step %c1 {
    %v = memref.load %X[%j] : memref<?xf64>
    vector.print %v : f64
  }

  // 3-d: equal layouts, aliased operands, and subviews one row apart in the middle dimension.
  %P = memref.alloc(%c2, %c3, %c4) : memref<?x?x?xf32>
  %Q = memref.alloc(%c2, %c3, %c4) : memref<?x?x?xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %t = arith.muli %i, %c3 : index
        %u = arith.addi %t, %k : index
        %u4 = arith.muli %u, %c4 : index
        %v = arith.addi %u4, %j : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %P[%i, %k, %j] : memref<?x?x?xf32>
        memref.store %f100, %Q[%i, %k, %j] : memref<?x?x?xf32>
      }
    }
  }
  %Pv = memref.cast %P : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  %Qv = memref.cast %Q : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  call @axpy3d(%Pv, %Qv) : (memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> ()
  %Qu = memref.cast %Q : memref<?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%Qu) : (memref<*xf32>) -> ()
  call @axpy3d(%Qv, %Qv) : (memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> ()
  call @printMemrefF32(%Qu) : (memref<*xf32>) -> ()
  %Plo = memref.subview %P[0, 0, 0] [2, 2, 4] [1, 1, 1] : memref<?x?x?xf32> to memref<2x2x4xf32, strided<[?, ?, 1]>>
  %Phi = memref.subview %P[0, 1, 0] [2, 2, 4] [1, 1, 1] : memref<?x?x?xf32> to memref<2x2x4xf32, strided<[?, ?, 1], offset: ?>>
  %Plov = memref.cast %Plo : memref<2x2x4xf32, strided<[?, ?, 1]>> to memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  %Phiv = memref.cast %Phi : memref<2x2x4xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  call @axpy3d(%Plov, %Phiv) : (memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> ()
  %Pu = memref.cast %P : memref<?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%Pu) : (memref<*xf32>) -> ()

  // Different outer indices: row 0 of A plus one into row 2 of A, then into row 1 of B.
  call @copy_row(%A, %A, %c0, %c2) : (memref<?x?xf32>, memref<?x?xf32>, index, index) -> ()
  call @copy_row(%A, %B, %c2, %c1) : (memref<?x?xf32>, memref<?x?xf32>, index, index) -> ()
  %Au = memref.cast %A : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
  call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()

  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  memref.dealloc %buf : memref<?x?xf32>
  memref.dealloc %X : memref<?xf64>
  memref.dealloc %Y : memref<?xi32>
  memref.dealloc %P : memref<?x?x?xf32>
  memref.dealloc %Q : memref<?x?x?xf32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}100,   102,   104,   106],
// CHECK-NEXT: [120,   122,   124,   126],
// CHECK-NEXT: [140,   142,   144,   146]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}200,   204,   208,   212],
// CHECK-NEXT: [240,   244,   248,   252],
// CHECK-NEXT: [280,   284,   288,   292]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}200,   205,   210,   215],
// CHECK-NEXT: [250,   255,   260,   265],
// CHECK-NEXT: [300,   305,   310,   315]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}0,   100,   201,   303,   406],
// CHECK-NEXT: [10,   120,   231,   343,   456],
// CHECK-NEXT: [20,   140,   261,   383,   506]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}200,   302,   405,   509,   406],
// CHECK-NEXT: [230,   342,   455,   569,   456],
// CHECK-NEXT: [260,   382,   505,   629,   506]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}200,   402,   506,   611,   509],
// CHECK-NEXT: [230,   452,   566,   681,   569],
// CHECK-NEXT: [260,   502,   626,   751,   629]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}200,   403,   508,   614],
// CHECK-NEXT: [240,   463,   578,   694],
// CHECK-NEXT: [280,   523,   648,   774]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}100,   101,   102,   103],
// CHECK-NEXT: [120,   122,   124,   126],
// CHECK-NEXT: [140,   142,   144,   146]]
// CHECK-NEXT: 70.5
// CHECK-NEXT: 100.5
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 7
// CHECK-NEXT: 16
// CHECK-NEXT: 29
// CHECK-NEXT: 46
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}100,    102,    104,    106],
// CHECK-NEXT: [108,    110,    112,    114],
// CHECK-NEXT: [116,    118,    120,    122]],
// CHECK-NEXT: {{\[\[}}124,    126,    128,    130],
// CHECK-NEXT: [132,    134,    136,    138],
// CHECK-NEXT: [140,    142,    144,    146]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}300,    306,    312,    318],
// CHECK-NEXT: [324,    330,    336,    342],
// CHECK-NEXT: [348,    354,    360,    366]],
// CHECK-NEXT: {{\[\[}}372,    378,    384,    390],
// CHECK-NEXT: [396,    402,    408,    414],
// CHECK-NEXT: [420,    426,    432,    438]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
// CHECK-NEXT: [4,    7,    10,    13],
// CHECK-NEXT: [16,    23,    30,    37]],
// CHECK-NEXT: {{\[\[}}12,    13,    14,    15],
// CHECK-NEXT: [40,    43,    46,    49],
// CHECK-NEXT: [100,    107,    114,    121]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [1,   2,   3,   4]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}100,   101,   102,   103],
// CHECK-NEXT: [2,   3,   4,   5],
// CHECK-NEXT: [140,   142,   144,   146]]
