module {
  func.func @nest(%arg0: i64) -> !async.value<i64> {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1:2 = call @async_execute_fn() : () -> (!async.token, !async.value<i64>)
    async.runtime.drop_ref %1#0 {count = 1 : i64} : !async.token
    return %1#1 : !async.value<i64>
  ^bb2:  // pred: ^bb0
    %2:2 = call @async_execute_fn_0(%arg0) : (i64) -> (!async.token, !async.value<i64>)
    async.runtime.drop_ref %2#0 {count = 1 : i64} : !async.token
    return %2#1 : !async.value<i64>
  }
  func.func @main() {
    %c10000_i64 = arith.constant 10000 : i64
    %0 = call @nest(%c10000_i64) : (i64) -> !async.value<i64>
    async.runtime.await %0 : !async.value<i64>
    %1 = async.runtime.is_error %0 : !async.value<i64>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0 : <i64>
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<i64>
    vector.print %3 : i64
    return
  }
  func.func private @async_execute_fn() -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %c0_i64 = arith.constant 0 : i64
    async.runtime.store %c0_i64, %1 : <i64>
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
  func.func private @async_execute_fn_0(%arg0: i64) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %c1_i64 = arith.constant 1 : i64
    %5 = arith.subi %arg0, %c1_i64 : i64
    %6 = call @nest(%5) : (i64) -> !async.value<i64>
    %7 = async.coro.save %3
    async.runtime.await_and_resume %6, %3 : !async.value<i64>
    async.coro.suspend %7, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %8 = async.runtime.is_error %6 : !async.value<i64>
    cf.cond_br %8, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %9 = async.runtime.load %6 : <i64>
    async.runtime.drop_ref %6 {count = 1 : i64} : !async.value<i64>
    %10 = arith.addi %9, %c1_i64 : i64
    async.runtime.store %10, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %6 {count = 1 : i64} : !async.value<i64>
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i64>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb0, ^bb1
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

