module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000000 = arith.constant 1000000 : index
    %alloc = memref.alloc(%c1000000) : memref<?xi64>
    %0 = async.runtime.create_group %c1000000 : !async.group
    cf.br ^bb1(%c0 : index)
  ^bb1(%1: index):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %1, %c1000000 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = call @async_execute_fn(%1, %alloc) : (index, memref<?xi64>) -> !async.token
    %4 = async.runtime.add_to_group %3, %0 : !async.token
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
    %5 = arith.addi %1, %c1 : index
    cf.br ^bb1(%5 : index)
  ^bb3:  // pred: ^bb1
    async.runtime.await %0 : !async.group
    %6 = async.runtime.is_error %0 : !async.group
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.group
    %true = arith.constant true
    %7 = arith.xori %6, %true : i1
    cf.assert %7, "Awaited async operand is in error state"
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb4(%c0, %c0_i64 : index, i64)
  ^bb4(%8: index, %9: i64):  // 2 preds: ^bb3, ^bb5
    %10 = arith.cmpi slt, %8, %c1000000 : index
    cf.cond_br %10, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %11 = memref.load %alloc[%8] : memref<?xi64>
    %12 = arith.addi %9, %11 : i64
    %13 = arith.addi %8, %c1 : index
    cf.br ^bb4(%13, %12 : index, i64)
  ^bb6:  // pred: ^bb4
    vector.print %9 : i64
    memref.dealloc %alloc : memref<?xi64>
    return
  }
  func.func private @async_execute_fn(%arg0: index, %arg1: memref<?xi64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %4 = arith.index_cast %arg0 : index to i64
    memref.store %4, %arg1[%arg0] : memref<?xi64>
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

