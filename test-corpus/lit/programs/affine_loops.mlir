// Covers: affine.for with constant, SSA-symbol, map and max/min bounds over dimensions and
// symbols, non-unit steps, empty ranges and iter_args; affine.load/affine.store with index
// expressions (sums, scaled terms, floordiv/ceildiv/mod of negative values, symbol(...)); affine.if
// with integer sets, else branches and results; affine.apply/min/max; affine.linearize_index and
// affine.delinearize_index with static and dynamic bases; affine.prefetch. lower-affine lowers
// them (in the default lowering here, in mlir-native-run's pipeline upstream).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @print(%v: index) {
  %i = arith.index_cast %v : index to i64
  vector.print %i : i64
  return
}

func.func @bounds(%n: index, %m: index) {
  %zero = arith.constant 0 : index
  // 0..9 step 3: 0 3 6 9 -> 18
  %a = affine.for %i = 0 to 10 step 3 iter_args(%s = %zero) -> (index) {
    %t = arith.addi %s, %i : index
    affine.yield %t : index
  }
  func.call @print(%a) : (index) -> ()
  // %n..%m: 2..6 -> 2+3+4+5 = 14
  %b = affine.for %i = %n to %m iter_args(%s = %zero) -> (index) {
    %t = arith.addi %s, %i : index
    affine.yield %t : index
  }
  func.call @print(%b) : (index) -> ()
  // max(n - 1, 0) .. min(2 * m - 5, m + 1): 1..7 step 2: 1 3 5 -> 9
  %c = affine.for %i = max affine_map<(d0) -> (d0 - 1, 0)>(%n) to min affine_map<(d0)[s0] -> (d0 * 2 - 5, s0 + 1)>(%m)[%m] step 2 iter_args(%s = %zero) -> (index) {
    %t = arith.addi %s, %i : index
    affine.yield %t : index
  }
  func.call @print(%c) : (index) -> ()
  // An empty range: the result is the init.
  %d = affine.for %i = affine_map<()[s0] -> (s0 + 10)>()[%n] to %m iter_args(%s = %n) -> (index) {
    %t = arith.addi %s, %i : index
    affine.yield %t : index
  }
  func.call @print(%d) : (index) -> ()
  // Triangular nest: sum over i < 5, i <= j < 5 of (j - i).
  %e = affine.for %i = 0 to 5 iter_args(%s = %zero) -> (index) {
    %inner = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 5 iter_args(%u = %s) -> (index) {
      %diff = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%i, %j)
      %t = arith.addi %u, %diff : index
      affine.yield %t : index
    }
    affine.yield %inner : index
  }
  func.call @print(%e) : (index) -> ()
  return
}

func.func @divisions(%n: index) {
  // floordiv, ceildiv and mod of negative and positive values, with constant and symbol divisors.
  affine.for %i = -7 to 8 step 5 {
    %q = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%i)
    %r = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %qs = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%n]
    %cs = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%i)[%n]
    %rs = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
    func.call @print(%q) : (index) -> ()
    func.call @print(%c) : (index) -> ()
    func.call @print(%r) : (index) -> ()
    func.call @print(%qs) : (index) -> ()
    func.call @print(%cs) : (index) -> ()
    func.call @print(%rs) : (index) -> ()
  }
  %mn = affine.min affine_map<(d0)[s0] -> (d0 * 3, s0 + 2, 9)>(%n)[%n]
  %mx = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 + 2, -9)>(%n)[%n]
  func.call @print(%mn) : (index) -> ()
  func.call @print(%mx) : (index) -> ()
  return
}

func.func @memory(%n: index) {
  %A = memref.alloc() : memref<6x8xi64>
  // A[i][j] = 10 * i + j, written through index expressions.
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %w = arith.index_cast %v : index to i64
      affine.store %w, %A[%i, %j] : memref<6x8xi64>
    }
  }
  %zero = arith.constant 0 : i64
  // Reads at shifted, scaled and symbolic indices.
  %s = affine.for %i = 0 to 3 iter_args(%acc = %zero) -> (i64) {
    %x = affine.load %A[%i * 2 + 1, %i + symbol(%n)] : memref<6x8xi64>
    %y = affine.load %A[(%i + 5) floordiv 2, (%i * 7) mod 8] : memref<6x8xi64>
    %t = arith.addi %acc, %x : i64
    %u = arith.addi %t, %y : i64
    affine.yield %u : i64
  }
  vector.print %s : i64
  affine.prefetch %A[%n, symbol(%n) + 1], read, locality<3>, data : memref<6x8xi64>
  %B = memref.alloc() : memref<16xi64>
  affine.for %k = 0 to 16 {
    %v = arith.index_cast %k : index to i64
    affine.store %v, %B[15 - %k] : memref<16xi64>
  }
  %b0 = affine.load %B[0] : memref<16xi64>
  %b5 = affine.load %B[symbol(%n) * 2 + 1] : memref<16xi64>
  vector.print %b0 : i64
  vector.print %b5 : i64
  memref.dealloc %A : memref<6x8xi64>
  memref.dealloc %B : memref<16xi64>
  return
}

func.func @conditions(%n: index) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  // Count i in [0, 20) with i >= n and i mod 3 == 0, and those outside [n, 2n] (else branch).
  %r:2 = affine.for %i = 0 to 20 iter_args(%in = %zero, %out = %zero) -> (index, index) {
    %x = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 3 == 0)>(%i)[%n] -> index {
      %t = arith.addi %in, %one : index
      affine.yield %t : index
    } else {
      affine.yield %in : index
    }
    %y = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 * 2 - d0 >= 0)>(%i)[%n] -> index {
      affine.yield %out : index
    } else {
      %t = arith.addi %out, %one : index
      affine.yield %t : index
    }
    affine.yield %x, %y : index, index
  }
  func.call @print(%r#0) : (index) -> ()
  func.call @print(%r#1) : (index) -> ()
  %e = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %one : index
  } else {
    affine.yield %zero : index
  }
  func.call @print(%e) : (index) -> ()
  return
}

func.func @indices(%n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %l = affine.linearize_index [%c2, %c3, %n] by (4, 5, 6) : index
  %ld = affine.linearize_index disjoint [%c3, %n] by (%c7) : index
  func.call @print(%l) : (index) -> ()
  func.call @print(%ld) : (index) -> ()
  %d:3 = affine.delinearize_index %l into (4, 5, 6) : index, index, index
  func.call @print(%d#0) : (index) -> ()
  func.call @print(%d#1) : (index) -> ()
  func.call @print(%d#2) : (index) -> ()
  %e:3 = affine.delinearize_index %l into (%n, %c7) : index, index, index
  func.call @print(%e#0) : (index) -> ()
  func.call @print(%e#1) : (index) -> ()
  func.call @print(%e#2) : (index) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  func.call @bounds(%c2, %c6) : (index, index) -> ()
  func.call @divisions(%c4) : (index) -> ()
  func.call @memory(%c2) : (index) -> ()
  func.call @conditions(%c4) : (index) -> ()
  func.call @indices(%c4) : (index) -> ()
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: 18
// CHECK-NEXT: 14
// CHECK-NEXT: 9
// CHECK-NEXT: 2
// CHECK-NEXT: 20
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: 2
// CHECK-NEXT: -2
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 12
// CHECK-NEXT: 192
// CHECK-NEXT: 15
// CHECK-NEXT: 10
// CHECK-NEXT: 5
// CHECK-NEXT: 15
// CHECK-NEXT: 1
// CHECK-NEXT: 82
// CHECK-NEXT: 25
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 5
