module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc() : memref<6xi64>
    %0 = async.runtime.create_group %c6 : !async.group
    cf.br ^bb1(%c0 : index)
  ^bb1(%1: index):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %1, %c6 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = call @async_execute_fn(%1, %alloc) : (index, memref<6xi64>) -> !async.token
    %4 = async.runtime.add_to_group %3, %0 : !async.token
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
    %5 = arith.addi %1, %c1 : index
    cf.br ^bb1(%5 : index)
  ^bb3:  // pred: ^bb1
    %6 = call @async_execute_fn_0(%0, %alloc) : (!async.group, memref<6xi64>) -> !async.token
    %7 = async.runtime.create_group %c1 : !async.group
    %8 = async.runtime.add_to_group %6, %7 : !async.token
    async.runtime.drop_ref %6 {count = 1 : i64} : !async.token
    async.runtime.await %7 : !async.group
    %9 = async.runtime.is_error %7 : !async.group
    async.runtime.drop_ref %7 {count = 1 : i64} : !async.group
    %true = arith.constant true
    %10 = arith.xori %9, %true : i1
    cf.assert %10, "Awaited async operand is in error state"
    vector.print %8 : index
    call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    memref.dealloc %alloc : memref<6xi64>
    return
  }
  func.func private @mlirAsyncRuntimePrintCurrentThreadId()
  func.func private @async_execute_fn(%arg0: index, %arg1: memref<6xi64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %4 = arith.index_cast %arg0 : index to i64
    %5 = arith.muli %4, %4 : i64
    memref.store %5, %arg1[%arg0] : memref<6xi64>
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
  func.func private @async_execute_fn_0(%arg0: !async.group, %arg1: memref<6xi64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb10, ^bb1, ^bb9
  ^bb1:  // pred: ^bb0
    %4 = async.coro.save %2
    async.runtime.await_and_resume %arg0, %2 : !async.group
    async.coro.suspend %4, ^bb10, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %arg0 : !async.group
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.group
    cf.cond_br %5, ^bb7, ^bb3
  ^bb3:  // pred: ^bb2
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb4(%c0, %c0_i64 : index, i64)
  ^bb4(%6: index, %7: i64):  // 2 preds: ^bb3, ^bb5
    %8 = arith.cmpi slt, %6, %c6 : index
    cf.cond_br %8, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %9 = memref.load %arg1[%6] : memref<6xi64>
    %10 = arith.addi %7, %9 : i64
    %11 = arith.addi %6, %c1 : index
    cf.br ^bb4(%11, %10 : index, i64)
  ^bb6:  // pred: ^bb4
    vector.print %7 : i64
    async.runtime.set_available %0 : !async.token
    cf.br ^bb8
  ^bb7:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    cf.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    async.coro.free %1, %2
    cf.br ^bb10
  ^bb9:  // 2 preds: ^bb0, ^bb1
    async.coro.free %1, %2
    cf.br ^bb10
  ^bb10:  // 4 preds: ^bb0, ^bb1, ^bb8, ^bb9
    async.coro.end %2
    return %0 : !async.token
  }
}

