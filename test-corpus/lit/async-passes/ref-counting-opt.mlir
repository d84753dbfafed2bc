// RUN: loomlir opt %s --async-runtime-ref-counting-opt | FileCheck %s
// The CHECK lines follow mlir-opt-22 --async-runtime-ref-counting-opt on this file.

func.func private @consume(%arg0: !async.token)

// An add_ref/drop_ref pair around plain uses cancels out.
// CHECK-LABEL: func.func @cancel_pair
// CHECK-SAME: (%[[T:.*]]: !async.token)
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @cancel_pair(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// The callee may free the token before the await: the pair stays.
// CHECK-LABEL: func.func @call_then_use
// CHECK-SAME: (%[[T:.*]]: !async.token)
// CHECK-NEXT: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: call @consume(%[[T]])
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @call_then_use(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @consume(%arg0) : (!async.token) -> ()
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A call as the last use takes over the reference.
// CHECK-LABEL: func.func @call_last
// CHECK-SAME: (%[[T:.*]]: !async.token)
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: call @consume(%[[T]])
// CHECK-NEXT: return
func.func @call_last(%arg0: !async.token) {
  async.runtime.await %arg0 : !async.token
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @consume(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// Counts must match.
// CHECK-LABEL: func.func @different_counts
// CHECK: async.runtime.add_ref %{{.*}} {count = 2 : i64}
// CHECK: async.runtime.drop_ref %{{.*}} {count = 1 : i64}
func.func @different_counts(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}
