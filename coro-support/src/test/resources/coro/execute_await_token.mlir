// Generated with: mlir-opt-22 --async-to-async-runtime execute_await_token.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   func.func @main(%a: i32) -> i32 {
//     %t0 = async.execute {
//       async.yield
//     }
//     %t1, %v1 = async.execute [%t0] -> !async.value<i32> {
//       %x = arith.muli %a, %a : i32
//       async.await %t0 : !async.token
//       %y = arith.addi %x, %a : i32
//       async.yield %y : i32
//     }
//     %r = async.await %v1 : !async.value<i32>
//     return %r : i32
//   }

module {
  func.func @main(%arg0: i32) -> i32 {
    %0 = call @async_execute_fn() : () -> !async.token
    %1:2 = call @async_execute_fn_0(%0, %arg0) : (!async.token, i32) -> (!async.token, !async.value<i32>)
    async.runtime.await %1#1 : !async.value<i32>
    %2 = async.runtime.is_error %1#1 : !async.value<i32>
    %true = arith.constant true
    %3 = arith.xori %2, %true : i1
    cf.assert %3, "Awaited async operand is in error state"
    %4 = async.runtime.load %1#1 : <i32>
    return %4 : i32
  }
  func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_0(%arg0: !async.token, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb9, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %5 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.token
    async.coro.suspend %5, ^bb9, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %arg0 : !async.token
    cf.cond_br %6, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %7 = arith.muli %arg1, %arg1 : i32
    %8 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.token
    async.coro.suspend %8, ^bb9, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %9 = async.runtime.is_error %arg0 : !async.token
    cf.cond_br %9, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %10 = arith.addi %7, %arg1 : i32
    async.runtime.store %10, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb2, ^bb4
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i32>
    cf.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    async.coro.free %2, %3
    cf.br ^bb9
  ^bb8:  // 3 preds: ^bb0, ^bb1, ^bb3
    async.coro.free %2, %3
    cf.br ^bb9
  ^bb9:  // 5 preds: ^bb0, ^bb1, ^bb3, ^bb7, ^bb8
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i32>
  }
}

