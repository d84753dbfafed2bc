// RUN: loomlir opt %s | FileCheck %s

// CHECK-LABEL: func.func @coroutine(%arg0: !async.token) -> !async.token {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.token
// CHECK-NEXT: async.coro.suspend %3, ^bb3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: async.coro.end %2 {tag}
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
func.func @coroutine(%t: !async.token) -> !async.token {
  %ret = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %saved = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %ret : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl {tag}
  return %ret : !async.token
}

// CHECK-LABEL: func.func @coro_values(%arg0: !async.coro.id, %arg1: !async.coro.handle, %arg2: !async.coro.state) -> (!async.coro.id, !async.coro.handle, !async.coro.state) {
// CHECK-NEXT: %0 = async.coro.id {kind = "switched"}
// CHECK-NEXT: %1 = async.coro.begin %0 {frame}
// CHECK-NEXT: %2 = async.coro.save %1 {point = 1 : i64}
// CHECK-NEXT: return %arg0, %arg1, %arg2 : !async.coro.id, !async.coro.handle, !async.coro.state
// CHECK-NEXT: }
func.func @coro_values(%id: !async.coro.id, %hdl: !async.coro.handle, %st: !async.coro.state) -> (!async.coro.id, !async.coro.handle, !async.coro.state) {
  %0 = async.coro.id {kind = "switched"}
  %1 = async.coro.begin %0 {frame}
  %2 = async.coro.save %1 {point = 1 : i64}
  return %id, %hdl, %st : !async.coro.id, !async.coro.handle, !async.coro.state
}

// CHECK-LABEL: func.func @suspend_same_block(%arg0: !async.coro.state) {
// CHECK-NEXT: async.coro.suspend %arg0, ^bb1, ^bb1, ^bb1 {why}
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @suspend_same_block(%st: !async.coro.state) {
  async.coro.suspend %st, ^done, ^done, ^done {why}
^done:
  return
}
