// Generated with: mlir-opt-22 --async-to-async-runtime nested_execute.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   func.func @nested(%a: i32, %b: i32) -> i32 {
//     %t, %v = async.execute -> !async.value<i32> {
//       %t1, %v1 = async.execute -> !async.value<i32> {
//         %p = arith.muli %a, %b : i32
//         async.yield %p : i32
//       }
//       %t2 = async.execute [%t1] {
//         async.yield
//       }
//       %x = async.await %v1 : !async.value<i32>
//       async.await %t2 : !async.token
//       %y = arith.addi %x, %a : i32
//       async.yield %y : i32
//     }
//     %r = async.await %v : !async.value<i32>
//     return %r : i32
//   }

module {
  func.func @nested(%arg0: i32, %arg1: i32) -> i32 {
    %0:2 = call @async_execute_fn_1(%arg0, %arg1) : (i32, i32) -> (!async.token, !async.value<i32>)
    async.runtime.await %0#1 : !async.value<i32>
    %1 = async.runtime.is_error %0#1 : !async.value<i32>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0#1 : <i32>
    return %3 : i32
  }
  func.func private @async_execute_fn(%arg0: i32, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %5 = arith.muli %arg0, %arg1 : i32
    async.runtime.store %5, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i32>
  }
  func.func private @async_execute_fn_0(%arg0: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %4 = async.coro.save %2
    async.runtime.await_and_resume %arg0, %2 : !async.token
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %arg0 : !async.token
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb0, ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_1(%arg0: i32, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb9, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %5:2 = call @async_execute_fn(%arg0, %arg1) : (i32, i32) -> (!async.token, !async.value<i32>)
    %6 = call @async_execute_fn_0(%5#0) : (!async.token) -> !async.token
    %7 = async.coro.save %3
    async.runtime.await_and_resume %5#1, %3 : !async.value<i32>
    async.coro.suspend %7, ^bb9, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %8 = async.runtime.is_error %5#1 : !async.value<i32>
    cf.cond_br %8, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %9 = async.runtime.load %5#1 : <i32>
    %10 = async.coro.save %3
    async.runtime.await_and_resume %6, %3 : !async.token
    async.coro.suspend %10, ^bb9, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %11 = async.runtime.is_error %6 : !async.token
    cf.cond_br %11, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %12 = arith.addi %9, %arg0 : i32
    async.runtime.store %12, %1 : <i32>
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

