// Generated with: mlir-opt-22 --async-to-async-runtime execute_errors.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   func.func @check(%x: i32, %limit: i32) -> i32 {
//     %t, %v = async.execute -> !async.value<i32> {
//       %ok = arith.cmpi slt, %x, %limit : i32
//       cf.assert %ok, "x too large"
//       %d = arith.addi %x, %x : i32
//       async.yield %d : i32
//     }
//     %t2, %v2 = async.execute (%v as %in: !async.value<i32>) -> !async.value<i32> {
//       %r = arith.muli %in, %limit : i32
//       async.yield %r : i32
//     }
//     %r = async.await %v2 : !async.value<i32>
//     return %r : i32
//   }

module {
  func.func @check(%arg0: i32, %arg1: i32) -> i32 {
    %0:2 = call @async_execute_fn(%arg0, %arg1) : (i32, i32) -> (!async.token, !async.value<i32>)
    %1:2 = call @async_execute_fn_0(%0#1, %arg1) : (!async.value<i32>, i32) -> (!async.token, !async.value<i32>)
    async.runtime.await %1#1 : !async.value<i32>
    %2 = async.runtime.is_error %1#1 : !async.value<i32>
    %true = arith.constant true
    %3 = arith.xori %2, %true : i1
    cf.assert %3, "Awaited async operand is in error state"
    %4 = async.runtime.load %1#1 : <i32>
    return %4 : i32
  }
  func.func private @async_execute_fn(%arg0: i32, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %5 = arith.cmpi slt, %arg0, %arg1 : i32
    cf.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = arith.addi %arg0, %arg0 : i32
    async.runtime.store %6, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i32>
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %2, %3
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %2, %3
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i32>
  }
  func.func private @async_execute_fn_0(%arg0: !async.value<i32>, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %5 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.value<i32>
    async.coro.suspend %5, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %arg0 : !async.value<i32>
    cf.cond_br %6, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %7 = async.runtime.load %arg0 : <i32>
    %8 = arith.muli %7, %arg1 : i32
    async.runtime.store %8, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i32>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb0, ^bb1
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i32>
  }
}

