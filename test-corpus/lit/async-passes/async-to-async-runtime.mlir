// RUN: loomlir opt %s --async-to-async-runtime | FileCheck %s
// The CHECK lines follow mlir-opt-22 --async-to-async-runtime on this file.

// An execute producing a value: outlined into a coroutine, awaited by blocking in @produce.
// CHECK-LABEL: func.func @produce
// CHECK-SAME: (%[[ARG:.*]]: f32) -> f32
// CHECK: %[[R:.*]]:2 = call @async_execute_fn(%[[ARG]]) : (f32) -> (!async.token, !async.value<f32>)
// CHECK: async.runtime.await %[[R]]#1 : !async.value<f32>
// CHECK: %[[ERR:.*]] = async.runtime.is_error %[[R]]#1 : !async.value<f32>
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[OK:.*]] = arith.xori %[[ERR]], %[[TRUE]] : i1
// CHECK: cf.assert %[[OK]], "Awaited async operand is in error state"
// CHECK: %[[V:.*]] = async.runtime.load %[[R]]#1 : <f32>
// CHECK: return %[[V]] : f32
func.func @produce(%arg0: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %token, %result = async.execute -> !async.value<f32> {
    %0 = arith.addf %arg0, %c : f32
    async.yield %0 : f32
  }
  %r = async.await %result : !async.value<f32>
  return %r : f32
}

// An execute with a dependency and an async value operand, awaiting inside and asserting.
// CHECK-LABEL: func.func @consume
// CHECK-SAME: (%[[TK:.*]]: !async.token, %[[VAL:.*]]: !async.value<f32>)
// CHECK: %[[T:.*]] = call @async_execute_fn_0(%[[TK]], %[[VAL]]) : (!async.token, !async.value<f32>) -> !async.token
// CHECK: async.runtime.await %[[T]] : !async.token
// CHECK: cf.assert
// CHECK-NEXT: return
func.func @consume(%tk: !async.token, %v: !async.value<f32>) {
  %t = async.execute [%tk] (%v as %x : !async.value<f32>) {
    %c = arith.constant 2.0 : f32
    %b = arith.cmpf olt, %x, %c : f32
    cf.assert %b, "too big"
    async.yield
  }
  async.await %t : !async.token
  return
}

// Groups become runtime groups, await_all a blocking await of the group.
// CHECK-LABEL: func.func @group
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[G:.*]] = async.runtime.create_group %[[N]] : !async.group
// CHECK: %[[T:.*]] = call @async_execute_fn_1() : () -> !async.token
// CHECK: %{{.*}} = async.runtime.add_to_group %[[T]], %[[G]] : !async.token
// CHECK: async.runtime.await %[[G]] : !async.group
// CHECK: async.runtime.is_error %[[G]] : !async.group
// CHECK: cf.assert
func.func @group(%n: index) {
  %g = async.create_group %n : !async.group
  %t = async.execute { async.yield }
  %r = async.add_to_group %t, %g : !async.token
  async.await_all %g
  return
}

// An await under scf.if inside a coroutine: the scf.if becomes branches first.
// CHECK-LABEL: func.func @await_under_if
// CHECK-SAME: (%[[B:.*]]: i1, %[[TK:.*]]: !async.token)
// CHECK: call @async_execute_fn_2(%[[TK]], %[[B]]) : (!async.token, i1) -> !async.token
func.func @await_under_if(%b: i1, %tk: !async.token) {
  %t = async.execute {
    scf.if %b {
      async.await %tk : !async.token
    }
    async.yield
  }
  async.await %t : !async.token
  return
}

// A structured op without async ops inside stays structured in the coroutine.
// CHECK-LABEL: func.func @untouched
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index, %[[M:.*]]: memref<?xindex>)
// CHECK: call @async_execute_fn_3(%[[M]], %[[LB]], %[[UB]], %[[STEP]]) : (memref<?xindex>, index, index, index) -> !async.token
func.func @untouched(%lb: index, %ub: index, %step: index, %m: memref<?xindex>) {
  %t = async.execute {
    scf.for %i = %lb to %ub step %step {
      memref.store %i, %m[%i] : memref<?xindex>
    }
    async.yield
  }
  async.await %t : !async.token
  return
}

// CHECK-LABEL: func.func private @async_execute_fn
// CHECK-SAME: (%[[ARG:.*]]: f32) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]}
// CHECK: %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK: %[[VALUE:.*]] = async.runtime.create : !async.value<f32>
// CHECK: %[[ID:.*]] = async.coro.id
// CHECK: %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK: %[[SAVED:.*]] = async.coro.save %[[HDL]]
// CHECK: async.runtime.resume %[[HDL]]
// CHECK: async.coro.suspend %[[SAVED]], ^[[SUSPEND:.*]], ^[[RESUME:.*]], ^[[DESTROY:.*]]
// CHECK: ^[[RESUME]]:
// CHECK: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[SUM:.*]] = arith.addf %[[ARG]], %[[CST]] : f32
// CHECK: async.runtime.store %[[SUM]], %[[VALUE]] : <f32>
// CHECK: async.runtime.set_available %[[VALUE]] : !async.value<f32>
// CHECK: async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK: cf.br ^[[CLEANUP:.*]]
// CHECK: ^[[CLEANUP]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: cf.br ^[[SUSPEND]]
// CHECK: ^[[DESTROY]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: cf.br ^[[SUSPEND]]
// CHECK: ^[[SUSPEND]]:
// CHECK: async.coro.end %[[HDL]]
// CHECK: return %[[TOKEN]], %[[VALUE]] : !async.token, !async.value<f32>

// CHECK-LABEL: func.func private @async_execute_fn_0
// CHECK-SAME: (%[[TK:.*]]: !async.token, %[[VAL:.*]]: !async.value<f32>) -> !async.token
// CHECK: %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK: %[[ID:.*]] = async.coro.id
// CHECK: %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND:.*]], ^[[START:.*]], ^[[DESTROY:.*]]
// Awaiting the dependency suspends the coroutine.
// CHECK: ^[[START]]:
// CHECK: %[[S1:.*]] = async.coro.save %[[HDL]]
// CHECK: async.runtime.await_and_resume %[[TK]], %[[HDL]] : !async.token
// CHECK: async.coro.suspend %[[S1]], ^[[SUSPEND]], ^[[RESUME1:.*]], ^[[DESTROY]]
// CHECK: ^[[RESUME1]]:
// CHECK: %[[E1:.*]] = async.runtime.is_error %[[TK]] : !async.token
// CHECK: cf.cond_br %[[E1]], ^[[SET_ERROR:.*]], ^[[CONT1:.*]]
// CHECK: ^[[CONT1]]:
// CHECK: %[[S2:.*]] = async.coro.save %[[HDL]]
// CHECK: async.runtime.await_and_resume %[[VAL]], %[[HDL]] : !async.value<f32>
// CHECK: async.coro.suspend %[[S2]], ^[[SUSPEND]], ^[[RESUME2:.*]], ^[[DESTROY]]
// CHECK: ^[[RESUME2]]:
// CHECK: %[[E2:.*]] = async.runtime.is_error %[[VAL]] : !async.value<f32>
// CHECK: cf.cond_br %[[E2]], ^[[SET_ERROR]], ^[[CONT2:.*]]
// CHECK: ^[[CONT2]]:
// CHECK: %[[X:.*]] = async.runtime.load %[[VAL]] : <f32>
// CHECK: %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[CMP:.*]] = arith.cmpf olt, %[[X]], %[[CST]] : f32
// The failed assertion sets the error on the token.
// CHECK: cf.cond_br %[[CMP]], ^[[OK:.*]], ^[[SET_ERROR]]
// CHECK: ^[[OK]]:
// CHECK: async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK: cf.br ^[[CLEANUP:.*]]
// CHECK: ^[[SET_ERROR]]:
// CHECK: async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK: cf.br ^[[CLEANUP]]
// CHECK: ^[[CLEANUP]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: ^[[DESTROY]]:
// CHECK: async.coro.free %[[ID]], %[[HDL]]
// CHECK: ^[[SUSPEND]]:
// CHECK: async.coro.end %[[HDL]]
// CHECK: return %[[TOKEN]] : !async.token

// CHECK-LABEL: func.func private @async_execute_fn_1()
// CHECK: async.runtime.set_available

// CHECK-LABEL: func.func private @async_execute_fn_2
// CHECK-SAME: (%[[TK:.*]]: !async.token, %[[B:.*]]: i1) -> !async.token
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND:.*]], ^[[START:.*]], ^[[DESTROY:.*]]
// CHECK: ^[[START]]:
// CHECK: cf.cond_br %[[B]], ^[[THEN:.*]], ^[[JOIN:.*]]
// CHECK: ^[[THEN]]:
// CHECK: async.runtime.await_and_resume %[[TK]], %{{.*}} : !async.token
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[RESUME:.*]], ^[[DESTROY]]
// CHECK: ^[[RESUME]]:
// CHECK: %[[E:.*]] = async.runtime.is_error %[[TK]] : !async.token
// CHECK: cf.cond_br %[[E]], ^[[SET_ERROR:.*]], ^[[CONT:.*]]
// CHECK: ^[[CONT]]:
// CHECK: cf.br ^[[JOIN]]
// CHECK: ^[[JOIN]]:
// CHECK: async.runtime.set_available
// CHECK: ^[[SET_ERROR]]:
// CHECK: async.runtime.set_error

// CHECK-LABEL: func.func private @async_execute_fn_3
// CHECK-SAME: (%[[M:.*]]: memref<?xindex>, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index) -> !async.token
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND:.*]], ^[[START:.*]], ^[[DESTROY:.*]]
// CHECK: ^[[START]]:
// CHECK-NEXT: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK-NEXT: memref.store %[[I]], %[[M]][%[[I]]] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: async.runtime.set_available
