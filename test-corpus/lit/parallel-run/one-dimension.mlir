// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine --workers=8 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads --workers=8 | FileCheck %s --match-full-lines
// Upstream's own pipelines for this test (test-async-parallel-for-1d.mlir), as written apart from
// their LLVM-only passes:
// RUN: loomlir opt %s -async-parallel-for -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-scf-to-cf -arith-expand -memref-expand | loomlir run - -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -async-parallel-for -async-to-async-runtime -async-runtime-policy-based-ref-counting -convert-scf-to-cf -arith-expand -memref-expand | loomlir run - -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -async-parallel-for="async-dispatch=false num-workers=20 min-task-size=1" -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-scf-to-cf -arith-expand -memref-expand | loomlir run - -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines

// Covers: async-parallel-for on 1-D loops (upstream's test-async-parallel-for-1d cases and more):
// unit and non-unit steps, steps that do not divide the range, negative bounds, bounds only known
// at run time, and a range large enough to be split into many blocks. Every iteration adds to
// its element, so an index visited twice or never shows in the output.
func.func private @printMemrefF32(memref<*xf32>)

// Run-time values keep the bounds dynamic (the pass cannot fold them).
func.func private @id(%x: index) -> index {
  return %x : index
}

func.func private @clear(%a: memref<9xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c9 step %c1 {
    memref.store %zero, %a[%i] : memref<9xf32>
  }
  return
}

// A[i + shift] += i, for i in [lb, ub) step s.
func.func private @accumulate(%a: memref<9xf32>, %lb: index, %ub: index, %s: index, %shift: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %k = arith.addi %i, %shift : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.load %a[%k] : memref<9xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %a[%k] : memref<9xf32>
  }
  return
}

// Counts visits of i in [lb, ub) step s over a 1000-element range; prints how many elements were
// visited exactly once, never, more than once, and the sum of the visited indices.
func.func private @visits(%lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %v = memref.alloc() : memref<1000xi64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %v[%i] : memref<1000xi64>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %k = arith.subi %i, %lb : index
    %old = memref.load %v[%k] : memref<1000xi64>
    %new = arith.addi %old, %one : i64
    memref.store %new, %v[%k] : memref<1000xi64>
  }
  %once, %never, %more, %sum = scf.for %i = %c0 to %n step %c1
      iter_args(%a = %z, %b = %z, %c = %z, %d = %z) -> (i64, i64, i64, i64) {
    %x = memref.load %v[%i] : memref<1000xi64>
    %is1 = arith.cmpi eq, %x, %one : i64
    %is0 = arith.cmpi eq, %x, %z : i64
    %isMore = arith.cmpi sgt, %x, %one : i64
    %e1 = arith.extui %is1 : i1 to i64
    %e0 = arith.extui %is0 : i1 to i64
    %em = arith.extui %isMore : i1 to i64
    %a1 = arith.addi %a, %e1 : i64
    %b1 = arith.addi %b, %e0 : i64
    %c2 = arith.addi %c, %em : i64
    %ii = arith.index_cast %i : index to i64
    %lbi = arith.index_cast %lb : index to i64
    %orig = arith.addi %ii, %lbi : i64
    %w = arith.muli %x, %orig : i64
    %d1 = arith.addi %d, %w : i64
    scf.yield %a1, %b1, %c2, %d1 : i64, i64, i64, i64
  }
  vector.print %once : i64
  vector.print %never : i64
  vector.print %more : i64
  vector.print %sum : i64
  memref.dealloc %v : memref<1000xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %cm20 = arith.constant -20 : index
  %cm11 = arith.constant -11 : index
  %A = memref.alloc() : memref<9xf32>
  %U = memref.cast %A : memref<9xf32> to memref<*xf32>

  // 0 to 9 step 1.
  func.call @clear(%A) : (memref<9xf32>) -> ()
  scf.parallel (%i) = (%c0) to (%c9) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.load %A[%i] : memref<9xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %A[%i] : memref<9xf32>
  }
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // 0 to 9 step 2 (the step does not divide the range).
  func.call @clear(%A) : (memref<9xf32>) -> ()
  scf.parallel (%i) = (%c0) to (%c9) step (%c2) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.load %A[%i] : memref<9xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %A[%i] : memref<9xf32>
  }
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // -20 to -11 step 3: negative bounds.
  func.call @clear(%A) : (memref<9xf32>) -> ()
  scf.parallel (%i) = (%cm20) to (%cm11) step (%c3) {
    %k = arith.addi %i, %c20 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.load %A[%k] : memref<9xf32>
    %new = arith.addf %old, %f : f32
    memref.store %new, %A[%k] : memref<9xf32>
  }
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // The same shapes with bounds and steps known only at run time.
  %d0 = func.call @id(%c0) : (index) -> index
  %d1 = func.call @id(%c1) : (index) -> index
  %d4 = func.call @id(%c4) : (index) -> index
  %d7 = func.call @id(%c7) : (index) -> index
  %d9 = func.call @id(%c9) : (index) -> index
  %dm20 = func.call @id(%cm20) : (index) -> index
  %dm11 = func.call @id(%cm11) : (index) -> index
  %d3 = func.call @id(%c3) : (index) -> index
  func.call @clear(%A) : (memref<9xf32>) -> ()
  func.call @accumulate(%A, %d0, %d9, %d4, %d0) : (memref<9xf32>, index, index, index, index) -> ()
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  func.call @clear(%A) : (memref<9xf32>) -> ()
  func.call @accumulate(%A, %dm20, %dm11, %d3, %c20) : (memref<9xf32>, index, index, index, index) -> ()
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  func.call @clear(%A) : (memref<9xf32>) -> ()
  func.call @accumulate(%A, %d1, %d9, %d7, %d0) : (memref<9xf32>, index, index, index, index) -> ()
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()

  // Many blocks: static and dynamic bounds, unit and non-dividing steps, negative start.
  %c1000 = arith.constant 1000 : index
  %c13 = arith.constant 13 : index
  %cm500 = arith.constant -500 : index
  %c500 = arith.constant 500 : index
  func.call @visits(%c0, %c1000, %c1) : (index, index, index) -> ()
  func.call @visits(%c0, %c1000, %c13) : (index, index, index) -> ()
  func.call @visits(%cm500, %c500, %c3) : (index, index, index) -> ()
  %d997 = arith.constant 997 : index
  %dd997 = func.call @id(%d997) : (index) -> index
  func.call @visits(%d1, %dd997, %d1) : (index, index, index) -> ()

  memref.dealloc %A : memref<9xf32>
  return
}

// Expected output, generated by parallel-run/update-checks.py from upstream MLIR 22:
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [0,  0,  2,  0,  4,  0,  6,  0,  8]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [-20,  0,  0,  -17,  0,  0,  -14,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [0,  0,  0,  0,  4,  0,  0,  0,  8]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [-20,  0,  0,  -17,  0,  0,  -14,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [0,  1,  0,  0,  0,  0,  0,  0,  8]
// CHECK-NEXT: 1000
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 499500
// CHECK-NEXT: 77
// CHECK-NEXT: 923
// CHECK-NEXT: 0
// CHECK-NEXT: 38038
// CHECK-NEXT: 334
// CHECK-NEXT: 666
// CHECK-NEXT: 0
// CHECK-NEXT: -167
// CHECK-NEXT: 996
// CHECK-NEXT: 4
// CHECK-NEXT: 0
// CHECK-NEXT: 496506
