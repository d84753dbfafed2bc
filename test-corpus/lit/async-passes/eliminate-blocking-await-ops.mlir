// RUN: loomlir opt %s --async-to-async-runtime=eliminate-blocking-await-ops | FileCheck %s
// loomlir only: LLVM 22 dropped this option (upstream had it until LLVM 16). Expected output
// worked out by hand from that version's algorithm.

// A function that awaits becomes a coroutine returning a token and its result as a value.
// CHECK-LABEL: func.func @helper
// CHECK-SAME: (%[[T:.*]]: !async.token) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]}
// CHECK: %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: %[[VALUE:.*]] = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %[[ID:.*]] = async.coro.id
// CHECK-NEXT: %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT: cf.br ^[[BODY:.*]]
// CHECK: ^[[BODY]]:
// CHECK-NEXT: async.coro.save %[[HDL]]
// CHECK-NEXT: async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT: async.coro.suspend
// CHECK: async.runtime.is_error %[[T]] : !async.token
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: async.runtime.store %[[C]], %[[VALUE]] : <i32>
// CHECK-NEXT: async.runtime.set_available %[[VALUE]] : !async.value<i32>
// CHECK-NEXT: async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK: async.coro.end %[[HDL]]
// CHECK-NEXT: return %[[TOKEN]], %[[VALUE]] : !async.token, !async.value<i32>
func.func @helper(%t: !async.token) -> i32 {
  async.await %t : !async.token
  %c = arith.constant 1 : i32
  return %c : i32
}

// Allowed to block: the caller keeps blocking awaits on the coroutine's results.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[T:.*]]: !async.token) -> i32 attributes {async.allowed_to_block}
// CHECK: %[[R:.*]]:2 = call @helper(%[[T]]) : (!async.token) -> (!async.token, !async.value<i32>)
// CHECK-NEXT: async.runtime.await %[[R]]#0 : !async.token
// CHECK: cf.assert
// CHECK-NEXT: async.runtime.await %[[R]]#1 : !async.value<i32>
// CHECK: cf.assert
// CHECK-NEXT: %[[X:.*]] = async.runtime.load %[[R]]#1 : <i32>
// CHECK-NEXT: return %[[X]] : i32
func.func @main(%t: !async.token) -> i32 attributes {async.allowed_to_block} {
  %r = call @helper(%t) : (!async.token) -> i32
  return %r : i32
}
