// Generated with: mlir-opt-22 --async-func-to-async-runtime async_func.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   async.func @double(%x: f32) -> !async.value<f32> {
//     %r = arith.addf %x, %x : f32
//     return %r : f32
//   }
//   async.func @twice(%x: f32) -> !async.value<f32> {
//     %a = async.call @double(%x) : (f32) -> !async.value<f32>
//     %av = async.await %a : !async.value<f32>
//     %b = async.call @double(%av) : (f32) -> !async.value<f32>
//     %bv = async.await %b : !async.value<f32>
//     %s = arith.addf %av, %bv : f32
//     return %s : f32
//   }
//   async.func @noop() -> !async.token {
//     return
//   }
//   func.func @main(%x: f32) -> f32 {
//     %v = async.call @twice(%x) : (f32) -> !async.value<f32>
//     %r = async.await %v : !async.value<f32>
//     return %r : f32
//   }

module {
  func.func @double(%arg0: f32) -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<f32>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = arith.addf %arg0, %arg0 : f32
    async.runtime.store %3, %0 : <f32>
    async.runtime.set_available %0 : !async.value<f32>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.value<f32>
  }
  func.func @twice(%arg0: f32) -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<f32>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @double(%arg0) : (f32) -> !async.value<f32>
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.value<f32>
    async.coro.suspend %4, ^bb9, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.value<f32>
    cf.cond_br %5, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %6 = async.runtime.load %3 : <f32>
    %7 = call @double(%6) : (f32) -> !async.value<f32>
    %8 = async.coro.save %2
    async.runtime.await_and_resume %7, %2 : !async.value<f32>
    async.coro.suspend %8, ^bb9, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %9 = async.runtime.is_error %7 : !async.value<f32>
    cf.cond_br %9, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %10 = async.runtime.load %7 : <f32>
    %11 = arith.addf %6, %10 : f32
    async.runtime.store %11, %0 : <f32>
    async.runtime.set_available %0 : !async.value<f32>
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb2, ^bb4
    async.runtime.set_error %0 : !async.value<f32>
    cf.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    async.coro.free %1, %2
    cf.br ^bb9
  ^bb8:  // 2 preds: ^bb1, ^bb3
    async.coro.free %1, %2
    cf.br ^bb9
  ^bb9:  // 4 preds: ^bb1, ^bb3, ^bb7, ^bb8
    async.coro.end %2
    return %0 : !async.value<f32>
  }
  func.func @noop() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @main(%arg0: f32) -> f32 {
    %0 = call @twice(%arg0) : (f32) -> !async.value<f32>
    %1 = async.await %0 : !async.value<f32>
    return %1 : f32
  }
}

