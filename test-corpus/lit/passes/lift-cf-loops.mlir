// RUN: loomlir opt %s --loomlir-lift-cf-loops | FileCheck %s
// RUN: loomlir opt %s --loomlir-lift-cf-loops | loomlir opt - --loomlir-lift-cf-loops | FileCheck %s
// loomlir's own pass (no upstream counterpart; mlir-opt-22 accepts its output, see PassesTest):
// counted loops in the shape convert-scf-to-cf gives an scf.for become scf.for again; the
// others stay as they are. Expected output checked by hand against the cf input.

// Counted loops as convert-scf-to-cf leaves them become scf.for again.
func.func @counted(%m: memref<?xf32>, %lb: index, %ub: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%lb, %x : index, f32)
^bb1(%i: index, %a: f32):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %v = memref.load %m[%i] : memref<?xf32>
  %b = arith.addf %a, %v : f32
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n, %b : index, f32)
^bb3:
  return %a : f32
}
// CHECK-LABEL: func.func @counted(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %arg5, %1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// The compare the other way round, the negated compare with swapped successors, unsigned,
// the induction variable second, a body of two straight-line blocks passing a value.
func.func @shapes(%m: memref<?xi64>, %lb: index, %ub: index) -> i64 {
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%lb : index)
^bb1(%i: index):
  %c = arith.cmpi sgt, %ub, %i : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  memref.store %z, %m[%i] : memref<?xi64>
  %n = arith.addi %c2, %i : index
  cf.br ^bb1(%n : index)
^bb3:
  cf.br ^bb4(%lb : index)
^bb4(%j: index):
  %d = arith.cmpi sge, %j, %ub : index
  cf.cond_br %d, ^bb6, ^bb5
^bb5:
  %one = arith.constant 1 : i64
  memref.store %one, %m[%j] : memref<?xi64>
  %n2 = arith.addi %j, %c2 : index
  cf.br ^bb4(%n2 : index)
^bb6:
  cf.br ^bb7(%z, %lb : i64, index)
^bb7(%s: i64, %k: index):
  %e = arith.cmpi ult, %k, %ub : index
  cf.cond_br %e, ^bb8(%k : index), ^bb10(%s : i64)
^bb8(%kk: index):
  %v = memref.load %m[%kk] : memref<?xi64>
  cf.br ^bb9(%v : i64)
^bb9(%w: i64):
  %s1 = arith.addi %s, %w : i64
  %n3 = arith.addi %k, %c2 : index
  cf.br ^bb7(%s1, %n3 : i64, index)
^bb10(%r: i64):
  return %r : i64
}
// CHECK-LABEL: func.func @shapes(%arg0: memref<?xi64>, %arg1: index, %arg2: index) -> i64 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %c2 {
// CHECK-NEXT: memref.store %c0_i64, %arg0[%arg3] : memref<?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %c2 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: memref.store %c1_i64, %arg0[%arg3] : memref<?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %0 = scf.for unsigned %arg3 = %arg1 to %arg2 step %c2 iter_args(%arg4 = %c0_i64) -> (i64) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg3] : memref<?xi64>
// CHECK-NEXT: %3 = arith.addi %arg4, %2 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb3(%1: i64):  // pred: ^bb2
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }

// A nest: the inner loop is lifted first, then the outer one, whose body is then straight-line.
func.func @nest(%m: memref<?x?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb6
^bb2:
  cf.br ^bb3(%c0 : index)
^bb3(%j: index):
  %d = arith.cmpi slt, %j, %n : index
  cf.cond_br %d, ^bb4, ^bb5
^bb4:
  memref.store %x, %m[%i, %j] : memref<?x?xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^bb3(%j1 : index)
^bb5:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1 : index)
^bb6:
  return
}
// CHECK-LABEL: func.func @nest(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }

// Two loops in a row, the second bounded by what the first carried out: lifted in one round,
// the second's bound is the first loop's result.
func.func @chained(%m: memref<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %cnt: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %cnt1 = arith.addi %cnt, %c2 : index
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %cnt1 : index, index)
^bb3:
  cf.br ^bb4(%c0 : index)
^bb4(%j: index):
  %d = arith.cmpi slt, %j, %cnt : index
  cf.cond_br %d, ^bb5, ^bb6(%cnt : index)
^bb5:
  memref.store %j, %m[%j] : memref<?xindex>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^bb4(%j1 : index)
^bb6(%r: index):
  return %r : index
}
// CHECK-LABEL: func.func @chained(%arg0: memref<?xindex>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg3, %c2 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.for %arg2 = %c0 to %0 step %c1 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb2(%0 : index)
// CHECK-NEXT: ^bb2(%1: index):  // pred: ^bb1
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

// Left alone: a count-down loop (arith.subi), a second exit, the induction variable used after
// the loop, a bound carried by the loop, a bottom-tested loop, a body that branches, a step that
// is not constant, a header computing more than the compare, and a body allocating on the stack.
func.func @countdown(%m: memref<?xf32>, %lb: index, %ub: index, %x: f32) {
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%ub : index)
^bb1(%i: index):
  %c = arith.cmpi sgt, %i, %lb : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %j = arith.subi %i, %c1 : index
  memref.store %x, %m[%j] : memref<?xf32>
  cf.br ^bb1(%j : index)
^bb3:
  return
}
// CHECK-LABEL: func.func @countdown(
// CHECK-NOT: scf.for
// CHECK: return

func.func @two_exits(%m: memref<?xf32>, %ub: index, %x: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb4(%ub : index)
^bb2:
  %v = memref.load %m[%i] : memref<?xf32>
  %f = arith.cmpf oeq, %v, %x : f32
  cf.cond_br %f, ^bb4(%i : index), ^bb3
^bb3:
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb4(%r: index):
  return %r : index
}
// CHECK-LABEL: func.func @two_exits(
// CHECK-NOT: scf.for
// CHECK: return

func.func @iv_after(%ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %n = arith.addi %i, %c3 : index
  cf.br ^bb1(%n : index)
^bb3:
  return %i : index
}
// CHECK-LABEL: func.func @iv_after(
// CHECK-NOT: scf.for
// CHECK: return

func.func @carried_bound(%ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %ub : index, index)
^bb1(%i: index, %u: index):
  %c = arith.cmpi slt, %i, %u : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %n = arith.addi %i, %c1 : index
  %u1 = arith.subi %u, %c1 : index
  cf.br ^bb1(%n, %u1 : index, index)
^bb3:
  return %u : index
}
// CHECK-LABEL: func.func @carried_bound(
// CHECK-NOT: scf.for
// CHECK: return

func.func @bottom_tested(%m: memref<?xf32>, %ub: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  memref.store %x, %m[%i] : memref<?xf32>
  %n = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %n, %ub : index
  cf.cond_br %c, ^bb1(%n : index), ^bb2
^bb2:
  return
}
// CHECK-LABEL: func.func @bottom_tested(
// CHECK-NOT: scf.for
// CHECK: return

func.func @branchy(%m: memref<?xf32>, %ub: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb5
^bb2:
  %v = memref.load %m[%i] : memref<?xf32>
  %f = arith.cmpf olt, %v, %x : f32
  cf.cond_br %f, ^bb3, ^bb4
^bb3:
  memref.store %x, %m[%i] : memref<?xf32>
  cf.br ^bb4
^bb4:
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb5:
  return
}
// CHECK-LABEL: func.func @branchy(
// CHECK-NOT: scf.for
// CHECK: return

func.func @dynamic_step(%m: memref<?xf32>, %ub: index, %s: index, %x: f32) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  memref.store %x, %m[%i] : memref<?xf32>
  %n = arith.addi %i, %s : index
  cf.br ^bb1(%n : index)
^bb3:
  return
}
// CHECK-LABEL: func.func @dynamic_step(
// CHECK-NOT: scf.for
// CHECK: return

func.func @busy_header(%m: memref<?xf32>, %ub: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %i2 = arith.addi %i, %i : index
  %c = arith.cmpi slt, %i2, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  memref.store %x, %m[%i] : memref<?xf32>
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb3:
  return
}
// CHECK-LABEL: func.func @busy_header(
// CHECK-NOT: scf.for
// CHECK: return

func.func @stack(%ub: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %ub : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %a = memref.alloca() : memref<1xf32>
  memref.store %x, %a[%c0] : memref<1xf32>
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb3:
  return
}
// CHECK-LABEL: func.func @stack(
// CHECK-NOT: scf.for
// CHECK: return
