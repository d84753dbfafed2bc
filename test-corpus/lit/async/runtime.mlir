// RUN: loomlir opt %s | FileCheck %s

// CHECK-LABEL: func.func @create(%arg0: index) -> (!async.token, !async.value<i32>, !async.group) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %2 = async.runtime.create_group %arg0 : !async.group
// CHECK-NEXT: return %0, %1, %2 : !async.token, !async.value<i32>, !async.group
// CHECK-NEXT: }
func.func @create(%n: index) -> (!async.token, !async.value<i32>, !async.group) {
  %t = async.runtime.create : !async.token
  %v = async.runtime.create : !async.value<i32>
  %g = async.runtime.create_group %n : !async.group
  return %t, %v, %g : !async.token, !async.value<i32>, !async.group
}

// CHECK-LABEL: func.func @states(%arg0: !async.token, %arg1: !async.value<memref<2xf64>>, %arg2: !async.group) -> (i1, i1, i1) {
// CHECK-NEXT: async.runtime.set_available %arg0 : !async.token
// CHECK-NEXT: async.runtime.set_error %arg1 : !async.value<memref<2xf64>>
// CHECK-NEXT: async.runtime.set_available %arg1 {hint} : !async.value<memref<2xf64>>
// CHECK-NEXT: %0 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT: %1 = async.runtime.is_error %arg1 : !async.value<memref<2xf64>>
// CHECK-NEXT: %2 = async.runtime.is_error %arg2 : !async.group
// CHECK-NEXT: return %0, %1, %2 : i1, i1, i1
// CHECK-NEXT: }
func.func @states(%t: !async.token, %v: !async.value<memref<2xf64>>, %g: !async.group) -> (i1, i1, i1) {
  async.runtime.set_available %t : !async.token
  async.runtime.set_error %v : !async.value<memref<2xf64>>
  async.runtime.set_available %v {hint} : !async.value<memref<2xf64>>
  %e0 = async.runtime.is_error %t : !async.token
  %e1 = async.runtime.is_error %v : !async.value<memref<2xf64>>
  %e2 = async.runtime.is_error %g : !async.group
  return %e0, %e1, %e2 : i1, i1, i1
}

// CHECK-LABEL: func.func @waiting(%arg0: !async.token, %arg1: !async.value<i8>, %arg2: !async.group, %arg3: !async.coro.handle) {
// CHECK-NEXT: async.runtime.await %arg0 : !async.token
// CHECK-NEXT: async.runtime.await %arg1 : !async.value<i8>
// CHECK-NEXT: async.runtime.await %arg2 : !async.group
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %arg3 : !async.token
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %arg3 : !async.value<i8>
// CHECK-NEXT: async.runtime.await_and_resume %arg2, %arg3 : !async.group
// CHECK-NEXT: async.runtime.resume %arg3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @waiting(%t: !async.token, %v: !async.value<i8>, %g: !async.group, %h: !async.coro.handle) {
  async.runtime.await %t : !async.token
  async.runtime.await %v : !async.value<i8>
  async.runtime.await %g : !async.group
  async.runtime.await_and_resume %t, %h : !async.token
  async.runtime.await_and_resume %v, %h : !async.value<i8>
  async.runtime.await_and_resume %g, %h : !async.group
  async.runtime.resume %h
  return
}

// CHECK-LABEL: func.func @storage(%arg0: f32, %arg1: !async.value<f32>, %arg2: !async.value<!async.token>) -> (f32, !async.token) {
// CHECK-NEXT: async.runtime.store %arg0, %arg1 : <f32>
// CHECK-NEXT: %0 = async.runtime.load %arg1 : <f32>
// CHECK-NEXT: %1 = async.runtime.load %arg2 : <!async.token>
// CHECK-NEXT: async.runtime.store %1, %arg2 : <!async.token>
// CHECK-NEXT: return %0, %1 : f32, !async.token
// CHECK-NEXT: }
func.func @storage(%x: f32, %v: !async.value<f32>, %w: !async.value<!async.token>) -> (f32, !async.token) {
  async.runtime.store %x, %v : <f32>
  %y = async.runtime.load %v : <f32>
  %t = async.runtime.load %w : !async.value<!async.token>
  async.runtime.store %t, %w : !async.value<!async.token>
  return %y, %t : f32, !async.token
}

// CHECK-LABEL: func.func @grouping(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group) -> (index, index) {
// CHECK-NEXT: %0 = async.runtime.add_to_group %arg0, %arg2 : !async.token
// CHECK-NEXT: %1 = async.runtime.add_to_group %arg1, %arg2 : !async.value<f32>
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @grouping(%t: !async.token, %v: !async.value<f32>, %g: !async.group) -> (index, index) {
  %0 = async.runtime.add_to_group %t, %g : !async.token
  %1 = async.runtime.add_to_group %v, %g : !async.value<f32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @ref_counting(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group) {
// CHECK-NEXT: async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.add_ref %arg1 {count = 3 : i64} : !async.value<f32>
// CHECK-NEXT: async.runtime.drop_ref %arg2 {count = 2 : i64} : !async.group
// CHECK-NEXT: async.runtime.drop_ref %arg0 {count = 1 : i64, extra} : !async.token
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ref_counting(%t: !async.token, %v: !async.value<f32>, %g: !async.group) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %v {count = 3 : i64} : !async.value<f32>
  async.runtime.drop_ref %g {count = 2 : i64} : !async.group
  async.runtime.drop_ref %t {count = 1 : i64, extra} : !async.token
  return
}

// CHECK-LABEL: func.func @threads() -> index {
// CHECK-NEXT: %0 = async.runtime.num_worker_threads : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @threads() -> index {
  %n = async.runtime.num_worker_threads : index
  return %n : index
}
