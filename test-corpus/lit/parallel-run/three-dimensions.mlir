// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=8 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=8 | FileCheck %s --match-full-lines

// Covers: async-parallel-for on 3-D loops: unit steps, steps that divide no range, negative
// bounds, dynamic bounds and steps, and a 3-D space of many blocks. Iteration (i, j, k) adds
// 100 * i + 10 * j + k to its element, so a point visited twice or never shows in the output.
func.func private @printMemrefF32(memref<*xf32>)

func.func private @id(%x: index) -> index {
  return %x : index
}

func.func private @clear(%a: memref<4x5x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      scf.for %k = %c0 to %c6 step %c1 {
        memref.store %zero, %a[%i, %j, %k] : memref<4x5x6xf32>
      }
    }
  }
  return
}

// A[i + s0, j + s1, k + s2] += 100 * i + 10 * j + k over the given range.
func.func private @accumulate(%a: memref<4x5x6xf32>, %lb0: index, %lb1: index, %lb2: index,
                              %ub0: index, %ub1: index, %ub2: index,
                              %st0: index, %st1: index, %st2: index,
                              %s0: index, %s1: index, %s2: index) {
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i, %j, %k) = (%lb0, %lb1, %lb2) to (%ub0, %ub1, %ub2) step (%st0, %st1, %st2) {
    %x = arith.addi %i, %s0 : index
    %y = arith.addi %j, %s1 : index
    %z = arith.addi %k, %s2 : index
    %i100 = arith.muli %i, %c100 : index
    %j10 = arith.muli %j, %c10 : index
    %v0 = arith.addi %i100, %j10 : index
    %v = arith.addi %v0, %k : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    %old = memref.load %a[%x, %y, %z] : memref<4x5x6xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %a[%x, %y, %z] : memref<4x5x6xf32>
  }
  return
}

// Visits of a 20x16x12 space with dynamic bounds; prints the points visited once, never, more
// than once and the sum of count * (10000 * i + 100 * j + k) over grid coordinates.
func.func private @visits(%lb0: index, %lb1: index, %lb2: index, %ub0: index, %ub1: index, %ub2: index,
                          %st0: index, %st1: index, %st2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %k100 = arith.constant 100 : i64
  %k10000 = arith.constant 10000 : i64
  %v = memref.alloc() : memref<20x16x12xi64>
  scf.for %i = %c0 to %c20 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c12 step %c1 {
        memref.store %z, %v[%i, %j, %k] : memref<20x16x12xi64>
      }
    }
  }
  scf.parallel (%i, %j, %k) = (%lb0, %lb1, %lb2) to (%ub0, %ub1, %ub2) step (%st0, %st1, %st2) {
    %d0 = arith.subi %i, %lb0 : index
    %d1 = arith.subi %j, %lb1 : index
    %d2 = arith.subi %k, %lb2 : index
    %x = arith.divsi %d0, %st0 : index
    %y = arith.divsi %d1, %st1 : index
    %w = arith.divsi %d2, %st2 : index
    %old = memref.load %v[%x, %y, %w] : memref<20x16x12xi64>
    %new = arith.addi %old, %one : i64
    memref.store %new, %v[%x, %y, %w] : memref<20x16x12xi64>
  }
  %once, %never, %more, %sum = scf.for %i = %c0 to %c20 step %c1
      iter_args(%a = %z, %b = %z, %c = %z, %d = %z) -> (i64, i64, i64, i64) {
    %r:4 = scf.for %j = %c0 to %c16 step %c1
        iter_args(%a2 = %a, %b2 = %b, %c2 = %c, %d2 = %d) -> (i64, i64, i64, i64) {
      %q:4 = scf.for %k = %c0 to %c12 step %c1
          iter_args(%a3 = %a2, %b3 = %b2, %c3 = %c2, %d3 = %d2) -> (i64, i64, i64, i64) {
        %x = memref.load %v[%i, %j, %k] : memref<20x16x12xi64>
        %is1 = arith.cmpi eq, %x, %one : i64
        %is0 = arith.cmpi eq, %x, %z : i64
        %isMore = arith.cmpi sgt, %x, %one : i64
        %e1 = arith.extui %is1 : i1 to i64
        %e0 = arith.extui %is0 : i1 to i64
        %em = arith.extui %isMore : i1 to i64
        %a4 = arith.addi %a3, %e1 : i64
        %b4 = arith.addi %b3, %e0 : i64
        %c4 = arith.addi %c3, %em : i64
        %i64 = arith.index_cast %i : index to i64
        %j64 = arith.index_cast %j : index to i64
        %k64 = arith.index_cast %k : index to i64
        %w0 = arith.muli %i64, %k10000 : i64
        %w1 = arith.muli %j64, %k100 : i64
        %w2 = arith.addi %w0, %w1 : i64
        %w3 = arith.addi %w2, %k64 : i64
        %w = arith.muli %x, %w3 : i64
        %d4 = arith.addi %d3, %w : i64
        scf.yield %a4, %b4, %c4, %d4 : i64, i64, i64, i64
      }
      scf.yield %q#0, %q#1, %q#2, %q#3 : i64, i64, i64, i64
    }
    scf.yield %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, i64
  }
  vector.print %once : i64
  vector.print %never : i64
  vector.print %more : i64
  vector.print %sum : i64
  memref.dealloc %v : memref<20x16x12xi64>
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
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %A = memref.alloc() : memref<4x5x6xf32>
  %U = memref.cast %A : memref<4x5x6xf32> to memref<*xf32>

  // (0, 0, 0) to (4, 5, 6) step (1, 1, 1): static bounds.
  func.call @clear(%A) : (memref<4x5x6xf32>) -> ()
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %c5, %c6) step (%c1, %c1, %c1) {
    %i100 = arith.muli %i, %c100 : index
    %j10 = arith.muli %j, %c10 : index
    %v0 = arith.addi %i100, %j10 : index
    %v = arith.addi %v0, %k : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    %old = memref.load %A[%i, %j, %k] : memref<4x5x6xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %A[%i, %j, %k] : memref<4x5x6xf32>
  }
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // (-2, -1, -3) to (2, 4, 3) step (3, 2, 4): negative bounds, no step divides its range,
  // dynamic bounds and steps.
  %dm2 = arith.constant -2 : index
  %dm1 = arith.constant -1 : index
  %dm3 = arith.constant -3 : index
  %lb0 = func.call @id(%dm2) : (index) -> index
  %lb1 = func.call @id(%dm1) : (index) -> index
  %lb2 = func.call @id(%dm3) : (index) -> index
  %ub0 = func.call @id(%c2) : (index) -> index
  %ub1 = func.call @id(%c4) : (index) -> index
  %ub2 = func.call @id(%c3) : (index) -> index
  %st0 = func.call @id(%c3) : (index) -> index
  %st1 = func.call @id(%c2) : (index) -> index
  %st2 = func.call @id(%c4) : (index) -> index
  func.call @clear(%A) : (memref<4x5x6xf32>) -> ()
  func.call @accumulate(%A, %lb0, %lb1, %lb2, %ub0, %ub1, %ub2, %st0, %st1, %st2, %c2, %c1, %c3)
      : (memref<4x5x6xf32>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // Many blocks: unit steps, then negative starts with steps dividing no range.
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %cm7 = arith.constant -7 : index
  %cm5 = arith.constant -5 : index
  %c30 = arith.constant 30 : index
  %c40 = arith.constant 40 : index
  func.call @visits(%c0, %c0, %c0, %c20, %c16, %c12, %c1, %c1, %c1)
      : (index, index, index, index, index, index, index, index, index) -> ()
  func.call @visits(%cm7, %dm3, %cm5, %c30, %c40, %c30, %c2, %c3, %c4)
      : (index, index, index, index, index, index, index, index, index) -> ()

  memref.dealloc %A : memref<4x5x6xf32>
  return
}

// Expected output, generated by parallel-run/update-checks.py from upstream MLIR 22:
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [4, 5, 6] strides = [30, 6, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3,    4,    5],
// CHECK-NEXT: [10,    11,    12,    13,    14,    15],
// CHECK-NEXT: [20,    21,    22,    23,    24,    25],
// CHECK-NEXT: [30,    31,    32,    33,    34,    35],
// CHECK-NEXT: [40,    41,    42,    43,    44,    45]],
// CHECK-NEXT: {{\[\[}}100,    101,    102,    103,    104,    105],
// CHECK-NEXT: [110,    111,    112,    113,    114,    115],
// CHECK-NEXT: [120,    121,    122,    123,    124,    125],
// CHECK-NEXT: [130,    131,    132,    133,    134,    135],
// CHECK-NEXT: [140,    141,    142,    143,    144,    145]],
// CHECK-NEXT: {{\[\[}}200,    201,    202,    203,    204,    205],
// CHECK-NEXT: [210,    211,    212,    213,    214,    215],
// CHECK-NEXT: [220,    221,    222,    223,    224,    225],
// CHECK-NEXT: [230,    231,    232,    233,    234,    235],
// CHECK-NEXT: [240,    241,    242,    243,    244,    245]],
// CHECK-NEXT: {{\[\[}}300,    301,    302,    303,    304,    305],
// CHECK-NEXT: [310,    311,    312,    313,    314,    315],
// CHECK-NEXT: [320,    321,    322,    323,    324,    325],
// CHECK-NEXT: [330,    331,    332,    333,    334,    335],
// CHECK-NEXT: [340,    341,    342,    343,    344,    345]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [4, 5, 6] strides = [30, 6, 1] data =
// CHECK-NEXT: {{\[\[\[}}-213,    0,    0,    0,    -209,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [-193,    0,    0,    0,    -189,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [-173,    0,    0,    0,    -169,    0]],
// CHECK-NEXT: {{\[\[}}0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0]],
// CHECK-NEXT: {{\[\[}}0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0]],
// CHECK-NEXT: {{\[\[}}87,    0,    0,    0,    91,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [107,    0,    0,    0,    111,    0],
// CHECK-NEXT: [0,    0,    0,    0,    0,    0],
// CHECK-NEXT: [127,    0,    0,    0,    131,    0]]]
// CHECK-NEXT: 3840
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 367701120
// CHECK-NEXT: 2565
// CHECK-NEXT: 1275
// CHECK-NEXT: 0
// CHECK-NEXT: 232655760
