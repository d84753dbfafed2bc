module {
  func.func @main() {
    %false = arith.constant false
    %true = arith.constant true
    %0 = call @async_execute_fn() : () -> !async.token
    async.runtime.await %0 : !async.token
    %1 = async.runtime.is_error %0 : !async.token
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
    vector.print %1 : i1
    %2 = call @async_execute_fn_0() : () -> !async.token
    async.runtime.await %2 : !async.token
    %3 = async.runtime.is_error %2 : !async.token
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
    vector.print %3 : i1
    %4 = call @async_execute_fn_2() : () -> !async.token
    async.runtime.await %4 : !async.token
    %5 = async.runtime.is_error %4 : !async.token
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.token
    vector.print %5 : i1
    %6:2 = call @async_execute_fn_4() : () -> (!async.token, !async.value<i32>)
    async.runtime.await %6#1 : !async.value<i32>
    %7 = async.runtime.is_error %6#0 : !async.token
    async.runtime.drop_ref %6#0 {count = 1 : i64} : !async.token
    %8 = async.runtime.is_error %6#1 : !async.value<i32>
    async.runtime.drop_ref %6#1 {count = 1 : i64} : !async.value<i32>
    vector.print %7 : i1
    vector.print %8 : i1
    %9 = call @async_execute_fn_5() : () -> !async.token
    async.runtime.await %9 : !async.token
    %10 = async.runtime.is_error %9 : !async.token
    async.runtime.drop_ref %9 {count = 1 : i64} : !async.token
    vector.print %10 : i1
    %c3 = arith.constant 3 : index
    %11 = async.runtime.create_group %c3 : !async.group
    %12 = call @async_execute_fn_6() : () -> !async.token
    %13 = call @async_execute_fn_7() : () -> !async.token
    %14 = call @async_execute_fn_8() : () -> !async.token
    %15 = async.runtime.add_to_group %12, %11 : !async.token
    async.runtime.drop_ref %12 {count = 1 : i64} : !async.token
    %16 = async.runtime.add_to_group %13, %11 : !async.token
    async.runtime.drop_ref %13 {count = 1 : i64} : !async.token
    %17 = async.runtime.add_to_group %14, %11 : !async.token
    async.runtime.drop_ref %14 {count = 1 : i64} : !async.token
    async.runtime.await %11 : !async.group
    %18 = async.runtime.is_error %11 : !async.group
    async.runtime.drop_ref %11 {count = 1 : i64} : !async.group
    vector.print %18 : i1
    vector.print %17 : index
    return
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
  func.func private @async_execute_fn_0() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_1() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_2() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %4 = call @async_execute_fn_1() : () -> !async.token
    %5 = async.coro.save %2
    async.runtime.await_and_resume %4, %2 : !async.token
    async.coro.suspend %5, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %4 : !async.token
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.token
    cf.cond_br %6, ^bb4, ^bb3
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
  func.func private @async_execute_fn_3() -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %c7_i32 = arith.constant 7 : i32
    async.runtime.store %c7_i32, %1 : <i32>
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
  func.func private @async_execute_fn_4() -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %5:2 = call @async_execute_fn_3() : () -> (!async.token, !async.value<i32>)
    async.runtime.drop_ref %5#0 {count = 1 : i64} : !async.token
    %6 = async.coro.save %3
    async.runtime.await_and_resume %5#1, %3 : !async.value<i32>
    async.coro.suspend %6, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %7 = async.runtime.is_error %5#1 : !async.value<i32>
    cf.cond_br %7, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %8 = async.runtime.load %5#1 : <i32>
    async.runtime.drop_ref %5#1 {count = 1 : i64} : !async.value<i32>
    async.runtime.store %8, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %5#1 {count = 1 : i64} : !async.value<i32>
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
  func.func private @async_execute_fn_5() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_6() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
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
  func.func private @async_execute_fn_7() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_8() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
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
}

