// RUN: loomlir opt %s --async-runtime-policy-based-ref-counting | FileCheck %s
// The CHECK lines follow mlir-opt-22 --async-runtime-policy-based-ref-counting on this file.

// CHECK-LABEL: func.func @token_error_check
// CHECK-SAME: (%[[T:.*]]: !async.token)
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: %{{.*}} = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @token_error_check(%arg0: !async.token) -> i1 {
  async.runtime.await %arg0 : !async.token
  %0 = async.runtime.is_error %arg0 : !async.token
  return %0 : i1
}

// CHECK-LABEL: func.func @value_load
// CHECK-SAME: (%[[V:.*]]: !async.value<f32>)
// CHECK-NEXT: async.runtime.await %[[V]] : !async.value<f32>
// CHECK-NEXT: %{{.*}} = async.runtime.is_error %[[V]] : !async.value<f32>
// CHECK-NEXT: %{{.*}} = async.runtime.load %[[V]] : <f32>
// CHECK-NEXT: async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
func.func @value_load(%arg0: !async.value<f32>) -> (i1, f32) {
  async.runtime.await %arg0 : !async.value<f32>
  %0 = async.runtime.is_error %arg0 : !async.value<f32>
  %1 = async.runtime.load %arg0 : <f32>
  return %0, %1 : i1, f32
}

// CHECK-LABEL: func.func @group
// CHECK: %[[G:.*]] = async.runtime.create_group
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: %{{.*}} = async.runtime.add_to_group %[[T]], %[[G]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[G]] : !async.group
// CHECK-NEXT: %{{.*}} = async.runtime.is_error %[[G]] : !async.group
// CHECK-NEXT: async.runtime.drop_ref %[[G]] {count = 1 : i64} : !async.group
func.func @group(%n: index) -> i1 {
  %g = async.runtime.create_group %n : !async.group
  %t = async.runtime.create : !async.token
  %r = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.await %g : !async.group
  %0 = async.runtime.is_error %g : !async.group
  return %0 : i1
}

// A value nobody uses is dropped where it is created.
// CHECK-LABEL: func.func @unused
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
func.func @unused() {
  %t = async.runtime.create : !async.token
  return
}
