// RUN: loomlir opt %s --async-func-to-async-runtime | FileCheck %s
// The CHECK lines follow mlir-opt-22 --async-func-to-async-runtime on this file.

// CHECK-LABEL: func.func @af
// CHECK-SAME: (%[[A:.*]]: f32, %[[TK:.*]]: !async.token, %[[V:.*]]: !async.value<f32>) -> !async.value<f32>
// CHECK-SAME: attributes {passthrough = ["presplitcoroutine"]}
// CHECK: %[[RET:.*]] = async.runtime.create : !async.value<f32>
// CHECK: %[[ID:.*]] = async.coro.id
// CHECK: %[[HDL:.*]] = async.coro.begin %[[ID]]
// Started hot: no initial suspension.
// CHECK: cf.br ^[[BODY:.*]]
// CHECK: ^[[BODY]]:
// CHECK: %[[S1:.*]] = async.coro.save %[[HDL]]
// CHECK: async.runtime.await_and_resume %[[TK]], %[[HDL]] : !async.token
// CHECK: async.coro.suspend %[[S1]], ^[[SUSPEND:.*]], ^[[R1:.*]], ^[[DESTROY:.*]]
// CHECK: ^[[R1]]:
// CHECK: %[[E1:.*]] = async.runtime.is_error %[[TK]] : !async.token
// CHECK: cf.cond_br %[[E1]], ^[[SET_ERROR:.*]], ^[[C1:.*]]
// CHECK: ^[[C1]]:
// CHECK: async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<f32>
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[R2:.*]], ^[[DESTROY]]
// CHECK: ^[[R2]]:
// CHECK: async.runtime.is_error %[[V]] : !async.value<f32>
// CHECK: cf.cond_br %{{.*}}, ^[[SET_ERROR]], ^[[C2:.*]]
// CHECK: ^[[C2]]:
// CHECK: %[[X:.*]] = async.runtime.load %[[V]] : <f32>
// CHECK: %[[CMP:.*]] = arith.cmpf olt, %[[X]], %[[A]] : f32
// CHECK: cf.cond_br %[[CMP]], ^[[OK:.*]], ^[[SET_ERROR]]
// CHECK: ^[[OK]]:
// CHECK: %[[Y:.*]] = arith.addf %[[X]], %[[A]] : f32
// CHECK: async.runtime.store %[[Y]], %[[RET]] : <f32>
// CHECK: async.runtime.set_available %[[RET]] : !async.value<f32>
// CHECK: cf.br ^[[CLEANUP:.*]]
// CHECK: ^[[SET_ERROR]]:
// CHECK: async.runtime.set_error %[[RET]] : !async.value<f32>
// CHECK: cf.br ^[[CLEANUP]]
// CHECK: ^[[CLEANUP]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: cf.br ^[[SUSPEND]]
// CHECK: ^[[DESTROY]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: cf.br ^[[SUSPEND]]
// CHECK: ^[[SUSPEND]]:
// CHECK: async.coro.end %[[HDL]]
// CHECK: return %[[RET]] : !async.value<f32>
async.func @af(%arg0: f32, %tk: !async.token, %v: !async.value<f32>) -> !async.value<f32> {
  async.await %tk : !async.token
  %x = async.await %v : !async.value<f32>
  %b = arith.cmpf olt, %x, %arg0 : f32
  cf.assert %b, "oops"
  %y = arith.addf %x, %arg0 : f32
  return %y : f32
}

// CHECK-LABEL: func.func private @both
// CHECK-SAME: (%[[A:.*]]: f32) -> (!async.token, !async.value<f32>, !async.value<i32>)
// CHECK: %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK: %[[V1:.*]] = async.runtime.create : !async.value<f32>
// CHECK: %[[V2:.*]] = async.runtime.create : !async.value<i32>
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK: async.runtime.store %[[A]], %[[V1]] : <f32>
// CHECK: async.runtime.set_available %[[V1]] : !async.value<f32>
// CHECK: async.runtime.store %[[C]], %[[V2]] : <i32>
// CHECK: async.runtime.set_available %[[V2]] : !async.value<i32>
// CHECK: async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK: return %[[TOKEN]], %[[V1]], %[[V2]] : !async.token, !async.value<f32>, !async.value<i32>
async.func private @both(%a: f32) -> (!async.token, !async.value<f32>, !async.value<i32>) {
  %c = arith.constant 1 : i32
  return %a, %c : f32, i32
}

// Calls become func.call; awaits outside async functions are left to async-to-async-runtime.
// CHECK-LABEL: func.func @main
// CHECK: %[[R:.*]] = call @af(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, !async.token, !async.value<f32>) -> !async.value<f32>
// CHECK: async.await %[[R]] : !async.value<f32>
func.func @main(%a: f32, %tk: !async.token, %v: !async.value<f32>) -> f32 {
  %r = async.call @af(%a, %tk, %v) : (f32, !async.token, !async.value<f32>) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  return %x : f32
}
