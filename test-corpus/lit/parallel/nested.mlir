// RUN: loomlir opt %s --async-parallel-for=async-dispatch=false | FileCheck %s

// A parallel loop inside another is outlined with the outer body and rewritten inside the
// outer compute function; one inside async.execute is rewritten in place; one with a
// reduction is left alone. Expected IR from mlir-opt-22.

// CHECK-LABEL: func.func @nested(
// CHECK:         func.call @parallel_compute_fn_0(
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @in_execute(
// CHECK:         %[[TOKEN:.*]] = async.execute {
// CHECK:           async.create_group
// CHECK:           func.call @parallel_compute_fn(
// CHECK:           async.await_all
// CHECK:           async.yield
// CHECK:         async.await %[[TOKEN]] : !async.token
func.func @in_execute(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i] : memref<?xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  return
}

// CHECK-LABEL: func.func @reduction(
// CHECK:         scf.parallel
// CHECK:           scf.reduce
// CHECK-NOT:     func.call
// CHECK:         return
func.func @reduction(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// The outer compute function (captures: the memref, then the bound used by the inner loop)
// holds the inner loop's dispatch; the inner compute function gets the outer index as a capture.
// Loops are rewritten as upstream's greedy driver meets them, which decides the suffixes.
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME:    memref<?xf32>)
// CHECK-LABEL: func.func private @parallel_compute_fn_0(
// CHECK-SAME:    %[[OUTER_MEM:[a-z0-9]+]]: memref<?x?xf32>, %[[OUTER_N:[a-z0-9]+]]: index)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[EMPTY:.*]] = arith.cmpi eq, %[[OUTER_N]], %{{.*}} : index
// CHECK:           scf.if %[[EMPTY]] {
// CHECK:             func.call @parallel_compute_fn_1(%{{.*}}, %{{.*}}, %[[OUTER_N]], %{{.*}}, %[[OUTER_N]], %{{.*}}, %[[OUTER_MEM]], %[[I]])
// CHECK-LABEL: func.func private @parallel_compute_fn_1(
// CHECK-SAME:    %[[INNER_MEM:[a-z0-9]+]]: memref<?x?xf32>, %[[OUTER_I:[a-z0-9]+]]: index)
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.store %{{.*}}, %[[INNER_MEM]][%[[OUTER_I]], %[[J]]] : memref<?x?xf32>
