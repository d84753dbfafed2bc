module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+01 : f32
    %cst_1 = arith.constant 2.000000e+01 : f32
    %cst_2 = arith.constant 3.000000e+01 : f32
    %cst_3 = arith.constant 4.000000e+01 : f32
    %cst_4 = arith.constant 5.000000e+01 : f32
    %alloc = memref.alloc() : memref<5xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %c4 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    memref.store %cst, %alloc[%0] : memref<5xf32>
    %2 = arith.addi %0, %c1 : index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    memref.store %cst, %alloc[%c4] : memref<5xf32>
    %cast = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    memref.store %cst_0, %alloc[%c0] : memref<5xf32>
    %3 = call @async_execute_fn_1(%alloc, %cast) : (memref<5xf32>, memref<*xf32>) -> !async.token
    async.runtime.await %3 : !async.token
    %4 = async.runtime.is_error %3 : !async.token
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
    %true = arith.constant true
    %5 = arith.xori %4, %true : i1
    cf.assert %5, "Awaited async operand is in error state"
    call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<5xf32>
    return
  }
  func.func private @mlirAsyncRuntimePrintCurrentThreadId()
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @async_execute_fn(%arg0: memref<5xf32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %cst = arith.constant 3.000000e+01 : f32
    %c2 = arith.constant 2 : index
    memref.store %cst, %arg0[%c2] : memref<5xf32>
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
  func.func private @async_execute_fn_0(%arg0: !async.token, %arg1: memref<5xf32>, %arg2: memref<*xf32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
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
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+01 : f32
    %c3 = arith.constant 3 : index
    %6 = memref.load %arg1[%c2] : memref<5xf32>
    %7 = arith.addf %6, %cst : f32
    memref.store %7, %arg1[%c3] : memref<5xf32>
    call @printMemrefF32(%arg2) : (memref<*xf32>) -> ()
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
  func.func private @async_execute_fn_1(%arg0: memref<5xf32>, %arg1: memref<*xf32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %cst = arith.constant 2.000000e+01 : f32
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 5.000000e+01 : f32
    %c4 = arith.constant 4 : index
    memref.store %cst, %arg0[%c1] : memref<5xf32>
    call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    call @printMemrefF32(%arg1) : (memref<*xf32>) -> ()
    %4 = call @async_execute_fn(%arg0) : (memref<5xf32>) -> !async.token
    %5 = call @async_execute_fn_0(%4, %arg0, %arg1) : (!async.token, memref<5xf32>, memref<*xf32>) -> !async.token
    %6 = async.coro.save %2
    async.runtime.await_and_resume %5, %2 : !async.token
    async.coro.suspend %6, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %7 = async.runtime.is_error %5 : !async.token
    async.runtime.drop_ref %5 {count = 1 : i64} : !async.token
    cf.cond_br %7, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    memref.store %cst_0, %arg0[%c4] : memref<5xf32>
    call @printMemrefF32(%arg1) : (memref<*xf32>) -> ()
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
}

