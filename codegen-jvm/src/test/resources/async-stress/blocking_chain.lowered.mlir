module {
  func.func @chain(%arg0: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %c0_i64 : i64
  ^bb2:  // pred: ^bb0
    %1:2 = call @async_execute_fn(%arg0) : (i64) -> (!async.token, !async.value<i64>)
    async.runtime.drop_ref %1#0 {count = 1 : i64} : !async.token
    async.runtime.await %1#1 : !async.value<i64>
    %2 = async.runtime.is_error %1#1 : !async.value<i64>
    %true = arith.constant true
    %3 = arith.xori %2, %true : i1
    cf.assert %3, "Awaited async operand is in error state"
    %4 = async.runtime.load %1#1 : <i64>
    async.runtime.drop_ref %1#1 {count = 1 : i64} : !async.value<i64>
    return %4 : i64
  }
  func.func @main() {
    %c64_i64 = arith.constant 64 : i64
    %0 = call @chain(%c64_i64) : (i64) -> i64
    vector.print %0 : i64
    return
  }
  func.func private @async_execute_fn(%arg0: i64) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %c1_i64 = arith.constant 1 : i64
    %5 = arith.subi %arg0, %c1_i64 : i64
    %6 = call @chain(%5) : (i64) -> i64
    %7 = arith.addi %6, %arg0 : i64
    async.runtime.store %7, %1 : <i64>
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
}

