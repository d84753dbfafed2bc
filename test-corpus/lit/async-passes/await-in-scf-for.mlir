// RUN: loomlir opt %s --async-to-async-runtime | FileCheck %s
// loomlir only: mlir-opt-22 fails to legalize an scf.for holding an await inside a coroutine.
// loomlir lowers the loop to branches first (as upstream does for scf.if), then the await.

// CHECK-LABEL: func.func private @async_execute_fn_0
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index) -> !async.token
// CHECK: %[[HDL:.*]] = async.coro.begin
// CHECK: async.coro.suspend %{{.*}}, ^[[SUSPEND:.*]], ^[[START:.*]], ^[[DESTROY:.*]]
// CHECK: ^[[START]]:
// CHECK-NEXT: cf.br ^[[HEAD:.*]](%[[LB]] : index)
// CHECK: ^[[HEAD]](%[[IV:.*]]: index):
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT: cf.cond_br %[[MORE]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK-NEXT: %[[T:.*]] = call @async_execute_fn() : () -> !async.token
// CHECK-NEXT: %[[SAVED:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT: async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT: async.coro.suspend %[[SAVED]], ^[[SUSPEND]], ^[[RESUME:.*]], ^[[DESTROY]]
// CHECK: ^[[RESUME]]:
// CHECK-NEXT: %[[ERR:.*]] = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT: cf.cond_br %[[ERR]], ^[[SET_ERROR:.*]], ^[[LATCH:.*]]
// CHECK: ^[[LATCH]]:
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[IV]], %[[STEP]] : index
// CHECK-NEXT: cf.br ^[[HEAD]](%[[NEXT]] : index)
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: async.runtime.set_available
// CHECK: ^[[SET_ERROR]]:
// CHECK-NEXT: async.runtime.set_error
func.func @loop(%lb: index, %ub: index, %step: index) {
  %t = async.execute {
    scf.for %i = %lb to %ub step %step {
      %tk = async.execute { async.yield }
      async.await %tk : !async.token
    }
    async.yield
  }
  async.await %t : !async.token
  return
}
