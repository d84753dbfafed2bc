// Generated with: mlir-opt-22 --async-to-async-runtime execute_loop_await.input.mlir
// (LLVM/MLIR 22; not edited by hand). The input program was:
//   func.func @sum(%n: i64, %x: i64) -> i64 {
//     %z = arith.constant 0 : i64
//     %one = arith.constant 1 : i64
//     %t, %v = async.execute -> !async.value<i64> {
//       %r:2 = scf.while (%i = %z, %acc = %z) : (i64, i64) -> (i64, i64) {
//         %cond = arith.cmpi slt, %i, %n : i64
//         scf.condition(%cond) %i, %acc : i64, i64
//       } do {
//       ^bb0(%i2: i64, %acc2: i64):
//         %ti, %vi = async.execute -> !async.value<i64> {
//           %m = arith.muli %x, %i2 : i64
//           async.yield %m : i64
//         }
//         %e = async.await %vi : !async.value<i64>
//         %s = arith.addi %acc2, %e : i64
//         %next = arith.addi %i2, %one : i64
//         scf.yield %next, %s : i64, i64
//       }
//       async.yield %r#1 : i64
//     }
//     %res = async.await %v : !async.value<i64>
//     return %res : i64
//   }

module {
  func.func @sum(%arg0: i64, %arg1: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %0:2 = call @async_execute_fn_0(%arg0, %arg1) : (i64, i64) -> (!async.token, !async.value<i64>)
    async.runtime.await %0#1 : !async.value<i64>
    %1 = async.runtime.is_error %0#1 : !async.value<i64>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0#1 : <i64>
    return %3 : i64
  }
  func.func private @async_execute_fn(%arg0: i64, %arg1: i64) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %5 = arith.muli %arg0, %arg1 : i64
    async.runtime.store %5, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
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
    return %0, %1 : !async.token, !async.value<i64>
  }
  func.func private @async_execute_fn_0(%arg0: i64, %arg1: i64) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb10, ^bb1, ^bb9
  ^bb1:  // pred: ^bb0
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb2(%c0_i64, %c0_i64 : i64, i64)
  ^bb2(%5: i64, %6: i64):  // 2 preds: ^bb1, ^bb5
    %7 = arith.cmpi slt, %5, %arg0 : i64
    cf.cond_br %7, ^bb3(%5, %6 : i64, i64), ^bb6
  ^bb3(%8: i64, %9: i64):  // pred: ^bb2
    %10:2 = call @async_execute_fn(%arg1, %8) : (i64, i64) -> (!async.token, !async.value<i64>)
    %11 = async.coro.save %3
    async.runtime.await_and_resume %10#1, %3 : !async.value<i64>
    async.coro.suspend %11, ^bb10, ^bb4, ^bb9
  ^bb4:  // pred: ^bb3
    %12 = async.runtime.is_error %10#1 : !async.value<i64>
    cf.cond_br %12, ^bb7, ^bb5
  ^bb5:  // pred: ^bb4
    %13 = async.runtime.load %10#1 : <i64>
    %14 = arith.addi %9, %13 : i64
    %15 = arith.addi %8, %c1_i64 : i64
    cf.br ^bb2(%15, %14 : i64, i64)
  ^bb6:  // pred: ^bb2
    async.runtime.store %6, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb8
  ^bb7:  // pred: ^bb4
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i64>
    cf.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    async.coro.free %2, %3
    cf.br ^bb10
  ^bb9:  // 2 preds: ^bb0, ^bb3
    async.coro.free %2, %3
    cf.br ^bb10
  ^bb10:  // 4 preds: ^bb0, ^bb3, ^bb8, ^bb9
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

