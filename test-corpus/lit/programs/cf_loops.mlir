// Covers: loops already lowered to cf, as upstream's pipelines leave them (loomlir run lifts the
// counted ones back to scf.for, which loomlir-int-loop-versioning then versions): the compare
// written as convert-scf-to-cf writes it, the other way round, negated with the successors
// swapped, and unsigned; a step of 3 and the induction variable as the second block argument;
// a nest; bounds past the int range reaching back into the buffer through a negative row, and
// a negative lower bound inside it. Next to them loops that stay as they are: a count-down
// loop through arith.subi and a loop with a second exit.
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

// Sum of %m[%i, %j] for j in [%lb, %ub), step 1.
func.func @sum_up(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%lb, %z : index, i64)
^bb1(%j: index, %acc: i64):
  %c = arith.cmpi slt, %j, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  %acc1 = arith.addi %acc, %x : i64
  %jn = arith.addi %j, %c1 : index
  cf.br ^bb1(%jn, %acc1 : index, i64)
^bb3:
  return %acc : i64
}

// The same with step 3, `ub > j`, the induction variable second, a body of two blocks.
func.func @sum_step3(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index) -> i64 {
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%z, %lb : i64, index)
^bb1(%acc: i64, %j: index):
  %c = arith.cmpi sgt, %ub, %j : index
  cf.cond_br %c, ^bb2, ^bb4(%acc : i64)
^bb2:
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  cf.br ^bb3(%x : i64)
^bb3(%y: i64):
  %acc1 = arith.addi %acc, %y : i64
  %jn = arith.addi %c3, %j : index
  cf.br ^bb1(%acc1, %jn : i64, index)
^bb4(%r: i64):
  return %r : i64
}

// `j >= ub` leaves the loop on true.
func.func @sum_negated(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%lb, %z : index, i64)
^bb1(%j: index, %acc: i64):
  %c = arith.cmpi sge, %j, %ub : index
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  %acc1 = arith.addi %acc, %x : i64
  %jn = arith.addi %j, %c1 : index
  cf.br ^bb1(%jn, %acc1 : index, i64)
^bb3:
  return %acc : i64
}

// Unsigned, step 2: a negative lower bound is a huge one, so the loop does not run.
func.func @sum_unsigned(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index) -> i64 {
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%lb, %z : index, i64)
^bb1(%j: index, %acc: i64):
  %c = arith.cmpi ult, %j, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  %acc1 = arith.addi %acc, %x : i64
  %jn = arith.addi %j, %c2 : index
  cf.br ^bb1(%jn, %acc1 : index, i64)
^bb3:
  return %acc : i64
}

// Count-down from %ub to %lb (exclusive) through arith.subi: left as it is.
func.func @sum_down(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%ub, %z : index, i64)
^bb1(%j: index, %acc: i64):
  %c = arith.cmpi sgt, %j, %lb : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %x = memref.load %m[%i, %j] : memref<4x8xi64>
  %acc1 = arith.addi %acc, %x : i64
  %jn = arith.subi %j, %c1 : index
  cf.br ^bb1(%jn, %acc1 : index, i64)
^bb3:
  return %acc : i64
}

// The first j in [%lb, %ub) whose element is at least %x, else %ub: two exits, left as it is.
func.func @find(%m: memref<4x8xi64>, %i: index, %lb: index, %ub: index, %x: i64) -> index {
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%lb : index)
^bb1(%j: index):
  %c = arith.cmpi slt, %j, %ub : index
  cf.cond_br %c, ^bb2, ^bb4(%ub : index)
^bb2:
  %v = memref.load %m[%i, %j] : memref<4x8xi64>
  %found = arith.cmpi sge, %v, %x : i64
  cf.cond_br %found, ^bb4(%j : index), ^bb3
^bb3:
  %jn = arith.addi %j, %c1 : index
  cf.br ^bb1(%jn : index)
^bb4(%r: index):
  return %r : index
}

// c = a + b over 4x8 in a cf nest, both loops counted.
func.func @add(%a: memref<4x8xi64>, %b: memref<4x8xi64>, %out: memref<4x8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %c, ^bb2, ^bb6
^bb2:
  cf.br ^bb3(%c0 : index)
^bb3(%j: index):
  %d = arith.cmpi slt, %j, %c8 : index
  cf.cond_br %d, ^bb4, ^bb5
^bb4:
  %x = memref.load %a[%i, %j] : memref<4x8xi64>
  %y = memref.load %b[%i, %j] : memref<4x8xi64>
  %s = arith.addi %x, %y : i64
  memref.store %s, %out[%i, %j] : memref<4x8xi64>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^bb3(%j1 : index)
^bb5:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1 : index)
^bb6:
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %m = memref.alloc() : memref<4x8xi64>
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4x8xi64> to memref<32xi64>
  // m holds 0..31 in row-major order.
  cf.br ^fill(%c0 : index)
^fill(%k: index):
  %more = arith.cmpi slt, %k, %c32 : index
  cf.cond_br %more, ^fill_body, ^filled
^fill_body:
  %ki = arith.index_cast %k : index to i64
  memref.store %ki, %flat[%k] : memref<32xi64>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^fill(%k1 : index)
^filled:
  // Row 1, columns [0, 8): 8 + ... + 15 = 92.
  %s0 = call @sum_up(%m, %c1, %c0, %c8) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s0 : i64
  // Row 1 from column -3 (the guard fails: elements 5..12): 5 + ... + 12 = 68.
  %cm3 = arith.constant -3 : index
  %s1 = call @sum_up(%m, %c1, %cm3, %c5) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s1 : i64
  // Row -268435456 (-2^31 / 8), columns [2^31 + 1, 2^31 + 5): elements 1..4, sum 10.
  %row = arith.constant -268435456 : index
  %lb_big = arith.constant 2147483649 : index
  %ub_big = arith.constant 2147483653 : index
  %s2 = call @sum_up(%m, %row, %lb_big, %ub_big) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s2 : i64
  // Row 2, columns 1, 4, 7: 17 + 20 + 23 = 60.
  %s3 = call @sum_step3(%m, %c2, %c1, %c8) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s3 : i64
  // Row 3, columns [2, 5): 26 + 27 + 28 = 81.
  %s4 = call @sum_negated(%m, %c3, %c2, %c5) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s4 : i64
  // Row 0, columns 0, 2, 4, 6: 12; from -3 unsigned: no iteration, 0.
  %s5 = call @sum_unsigned(%m, %c0, %c0, %c8) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s5 : i64
  %s6 = call @sum_unsigned(%m, %c0, %cm3, %c8) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s6 : i64
  // Row 1, columns 8 down to 6 (element 16 is row 2's first): 16 + 15 + 14 = 45.
  %s7 = call @sum_down(%m, %c1, %c5, %c8) : (memref<4x8xi64>, index, index, index) -> i64
  vector.print %s7 : i64
  // The first element of row 2 at least 20 is column 4; none at least 99: %ub.
  %c20 = arith.constant 20 : i64
  %c99 = arith.constant 99 : i64
  %f0 = call @find(%m, %c2, %c0, %c8, %c20) : (memref<4x8xi64>, index, index, index, i64) -> index
  vector.print %f0 : index
  %f1 = call @find(%m, %c2, %c0, %c8, %c99) : (memref<4x8xi64>, index, index, index, i64) -> index
  vector.print %f1 : index
  // out = m + m; out[3, 7] = 62, out[1, 2] = 20.
  %out = memref.alloc() : memref<4x8xi64>
  call @add(%m, %m, %out) : (memref<4x8xi64>, memref<4x8xi64>, memref<4x8xi64>) -> ()
  %c7 = arith.constant 7 : index
  %o0 = memref.load %out[%c3, %c7] : memref<4x8xi64>
  vector.print %o0 : i64
  %o1 = memref.load %out[%c1, %c2] : memref<4x8xi64>
  vector.print %o1 : i64
  memref.dealloc %out : memref<4x8xi64>
  memref.dealloc %m : memref<4x8xi64>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: 92
// CHECK-NEXT: 68
// CHECK-NEXT: 10
// CHECK-NEXT: 60
// CHECK-NEXT: 81
// CHECK-NEXT: 12
// CHECK-NEXT: 0
// CHECK-NEXT: 45
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 62
// CHECK-NEXT: 20
