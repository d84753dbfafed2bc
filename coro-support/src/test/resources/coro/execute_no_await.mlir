// Generated with: mlir-opt-22 --async-to-async-runtime execute_no_await.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   func.func @main(%arg: f32) -> f32 {
//     %token, %v = async.execute -> !async.value<f32> {
//       %0 = arith.addf %arg, %arg : f32
//       async.yield %0 : f32
//     }
//     %r = async.await %v : !async.value<f32>
//     return %r : f32
//   }

module {
  func.func @main(%arg0: f32) -> f32 {
    %0:2 = call @async_execute_fn(%arg0) : (f32) -> (!async.token, !async.value<f32>)
    async.runtime.await %0#1 : !async.value<f32>
    %1 = async.runtime.is_error %0#1 : !async.value<f32>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0#1 : <f32>
    return %3 : f32
  }
  func.func private @async_execute_fn(%arg0: f32) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<f32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %5 = arith.addf %arg0, %arg0 : f32
    async.runtime.store %5, %1 : <f32>
    async.runtime.set_available %1 : !async.value<f32>
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
    return %0, %1 : !async.token, !async.value<f32>
  }
}

