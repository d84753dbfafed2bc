// RUN: loomlir opt %s --async-runtime-ref-counting | FileCheck %s
// The CHECK lines follow mlir-opt-22 --async-runtime-ref-counting on this file.

func.func private @consume(%arg0: !async.token)

// CHECK-LABEL: func.func @unused
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @unused() {
  %token = async.runtime.create : !async.token
  return
}

// CHECK-LABEL: func.func @await_once
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @await_once() {
  %token = async.runtime.create : !async.token
  async.runtime.await %token : !async.token
  return
}

// A call takes its own reference.
// CHECK-LABEL: func.func @pass_to_call
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: call @consume(%[[T]])
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @pass_to_call() {
  %token = async.runtime.create : !async.token
  call @consume(%token) : (!async.token) -> ()
  async.runtime.await %token : !async.token
  return
}

// Returning forwards the reference.
// CHECK-LABEL: func.func @returned
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: return %[[T]] : !async.token
func.func @returned() -> !async.token {
  %token = async.runtime.create : !async.token
  return %token : !async.token
}

// The successor where the token is dead drops it.
// CHECK-LABEL: func.func @divergent
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK: cf.cond_br %{{.*}}, ^[[AWAIT:.*]], ^[[DEAD:.*]]
// CHECK: ^[[AWAIT]]:
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[EXIT:.*]]
// CHECK: ^[[DEAD]]:
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[EXIT]]
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: return
func.func @divergent(%cond: i1) {
  %token = async.runtime.create : !async.token
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  async.runtime.await %token : !async.token
  cf.br ^bb2
^bb2:
  return
}

// A function argument owns one reference.
// CHECK-LABEL: func.func @value_arg
// CHECK-SAME: (%[[V:.*]]: !async.value<f32>)
// CHECK: %[[X:.*]] = async.runtime.load %[[V]] : <f32>
// CHECK-NEXT: async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT: return %[[X]] : f32
func.func @value_arg(%arg0: !async.value<f32>) -> f32 {
  async.runtime.await %arg0 : !async.value<f32>
  %0 = async.runtime.load %arg0 : <f32>
  return %0 : f32
}

// Nothing is dropped on the suspend and cleanup edges of async.coro.suspend.
// CHECK-LABEL: func.func @coroutine
// CHECK-SAME: (%[[ARG:.*]]: !async.token)
// CHECK: async.runtime.await_and_resume %[[ARG]], %{{.*}} : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[ARG]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.coro.suspend
// CHECK-NOT: drop_ref
// CHECK: return
func.func @coroutine(%arg0: !async.token) -> !async.token {
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %saved = async.coro.save %hdl
  async.runtime.await_and_resume %arg0, %hdl : !async.token
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %token : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %token : !async.token
}
