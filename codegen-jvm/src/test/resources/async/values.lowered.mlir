module {
  func.func @main() {
    %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<f32>)
    async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
    async.runtime.await %0#1 : !async.value<f32>
    %1 = async.runtime.is_error %0#1 : !async.value<f32>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0#1 : <f32>
    vector.print %3 : f32
    %4:2 = call @async_execute_fn_1() : () -> (!async.token, !async.value<i64>)
    async.runtime.await %4#1 : !async.value<i64>
    %5 = async.runtime.is_error %4#1 : !async.value<i64>
    %true_0 = arith.constant true
    %6 = arith.xori %5, %true_0 : i1
    cf.assert %6, "Awaited async operand is in error state"
    %7 = async.runtime.load %4#1 : <i64>
    vector.print %7 : i64
    %8:3 = call @async_execute_fn_2(%4#0, %0#1, %4#1) : (!async.token, !async.value<f32>, !async.value<i64>) -> (!async.token, !async.value<f64>, !async.value<i1>)
    async.runtime.await %8#1 : !async.value<f64>
    %9 = async.runtime.is_error %8#1 : !async.value<f64>
    %true_1 = arith.constant true
    %10 = arith.xori %9, %true_1 : i1
    cf.assert %10, "Awaited async operand is in error state"
    %11 = async.runtime.load %8#1 : <f64>
    async.runtime.drop_ref %8#1 {count = 1 : i64} : !async.value<f64>
    async.runtime.await %8#2 : !async.value<i1>
    %12 = async.runtime.is_error %8#2 : !async.value<i1>
    %true_2 = arith.constant true
    %13 = arith.xori %12, %true_2 : i1
    cf.assert %13, "Awaited async operand is in error state"
    %14 = async.runtime.load %8#2 : <i1>
    async.runtime.drop_ref %8#2 {count = 1 : i64} : !async.value<i1>
    vector.print %11 : f64
    vector.print %14 : i1
    %15:2 = call @async_execute_fn_3(%8#0) : (!async.token) -> (!async.token, !async.value<memref<f32>>)
    async.runtime.drop_ref %15#0 {count = 1 : i64} : !async.token
    async.runtime.add_ref %15#1 {count = 1 : i64} : !async.value<memref<f32>>
    %16 = call @async_execute_fn_4(%15#1) : (!async.value<memref<f32>>) -> !async.token
    async.runtime.await %16 : !async.token
    %17 = async.runtime.is_error %16 : !async.token
    async.runtime.drop_ref %16 {count = 1 : i64} : !async.token
    %true_3 = arith.constant true
    %18 = arith.xori %17, %true_3 : i1
    cf.assert %18, "Awaited async operand is in error state"
    async.runtime.await %15#1 : !async.value<memref<f32>>
    %19 = async.runtime.is_error %15#1 : !async.value<memref<f32>>
    %true_4 = arith.constant true
    %20 = arith.xori %19, %true_4 : i1
    cf.assert %20, "Awaited async operand is in error state"
    %21 = async.runtime.load %15#1 : <memref<f32>>
    async.runtime.drop_ref %15#1 {count = 1 : i64} : !async.value<memref<f32>>
    %cast = memref.cast %21 : memref<f32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %21 : memref<f32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @async_execute_fn() -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<f32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %cst = arith.constant 2.500000e+00 : f32
    async.runtime.store %cst, %1 : <f32>
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
  func.func private @async_execute_fn_0() -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %c40_i64 = arith.constant 40 : i64
    async.runtime.store %c40_i64, %1 : <i64>
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
  func.func private @async_execute_fn_1() -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %5:2 = call @async_execute_fn_0() : () -> (!async.token, !async.value<i64>)
    async.runtime.drop_ref %5#0 {count = 1 : i64} : !async.token
    %6 = async.coro.save %3
    async.runtime.await_and_resume %5#1, %3 : !async.value<i64>
    async.coro.suspend %6, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %7 = async.runtime.is_error %5#1 : !async.value<i64>
    cf.cond_br %7, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %8 = async.runtime.load %5#1 : <i64>
    async.runtime.drop_ref %5#1 {count = 1 : i64} : !async.value<i64>
    %c2_i64 = arith.constant 2 : i64
    %9 = arith.addi %8, %c2_i64 : i64
    async.runtime.store %9, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %5#1 {count = 1 : i64} : !async.value<i64>
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
  func.func private @async_execute_fn_2(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.value<i64>) -> (!async.token, !async.value<f64>, !async.value<i1>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<f64>
    %2 = async.runtime.create : !async.value<i1>
    %3 = async.coro.id
    %4 = async.coro.begin %3
    %5 = async.coro.save %4
    async.runtime.resume %4
    async.coro.suspend %5, ^bb14, ^bb1, ^bb13
  ^bb1:  // pred: ^bb0
    %6 = async.coro.save %4
    async.runtime.await_and_resume %arg0, %4 : !async.token
    async.coro.suspend %6, ^bb14, ^bb2, ^bb13
  ^bb2:  // pred: ^bb1
    %7 = async.runtime.is_error %arg0 : !async.token
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
    cf.cond_br %7, ^bb8, ^bb3
  ^bb3:  // pred: ^bb2
    %8 = async.coro.save %4
    async.runtime.await_and_resume %arg1, %4 : !async.value<f32>
    async.coro.suspend %8, ^bb14, ^bb4, ^bb13
  ^bb4:  // pred: ^bb3
    %9 = async.runtime.is_error %arg1 : !async.value<f32>
    cf.cond_br %9, ^bb9, ^bb5
  ^bb5:  // pred: ^bb4
    %10 = async.runtime.load %arg1 : <f32>
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
    %11 = async.coro.save %4
    async.runtime.await_and_resume %arg2, %4 : !async.value<i64>
    async.coro.suspend %11, ^bb14, ^bb6, ^bb13
  ^bb6:  // pred: ^bb5
    %12 = async.runtime.is_error %arg2 : !async.value<i64>
    cf.cond_br %12, ^bb10, ^bb7
  ^bb7:  // pred: ^bb6
    %13 = async.runtime.load %arg2 : <i64>
    async.runtime.drop_ref %arg2 {count = 1 : i64} : !async.value<i64>
    %14 = arith.extf %10 : f32 to f64
    %15 = arith.sitofp %13 : i64 to f64
    %16 = arith.mulf %14, %15 : f64
    %false = arith.constant false
    async.runtime.store %16, %1 : <f64>
    async.runtime.set_available %1 : !async.value<f64>
    async.runtime.store %false, %2 : <i1>
    async.runtime.set_available %2 : !async.value<i1>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb12
  ^bb8:  // pred: ^bb2
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i1>
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f64>
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
    async.runtime.drop_ref %arg2 {count = 1 : i64} : !async.value<i64>
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
    cf.br ^bb11
  ^bb9:  // pred: ^bb4
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i1>
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f64>
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
    async.runtime.drop_ref %arg2 {count = 1 : i64} : !async.value<i64>
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
    cf.br ^bb11
  ^bb10:  // pred: ^bb6
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i1>
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f64>
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
    async.runtime.drop_ref %arg2 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb11
  ^bb11:  // 3 preds: ^bb8, ^bb9, ^bb10
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<f64>
    async.runtime.set_error %2 : !async.value<i1>
    cf.br ^bb12
  ^bb12:  // 2 preds: ^bb7, ^bb11
    async.coro.free %3, %4
    cf.br ^bb14
  ^bb13:  // 4 preds: ^bb0, ^bb1, ^bb3, ^bb5
    async.coro.free %3, %4
    cf.br ^bb14
  ^bb14:  // 6 preds: ^bb0, ^bb1, ^bb3, ^bb5, ^bb12, ^bb13
    async.coro.end %4
    return %0, %1, %2 : !async.token, !async.value<f64>, !async.value<i1>
  }
  func.func private @async_execute_fn_3(%arg0: !async.token) -> (!async.token, !async.value<memref<f32>>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<memref<f32>>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %5 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.token
    async.coro.suspend %5, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %arg0 : !async.token
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
    cf.cond_br %6, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 2.500000e-01 : f32
    memref.store %cst, %alloc[] : memref<f32>
    async.runtime.store %alloc, %1 : <memref<f32>>
    async.runtime.set_available %1 : !async.value<memref<f32>>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<memref<f32>>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb0, ^bb1
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<memref<f32>>
  }
  func.func private @async_execute_fn_4(%arg0: !async.value<memref<f32>>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %4 = async.coro.save %2
    async.runtime.await_and_resume %arg0, %2 : !async.value<memref<f32>>
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %arg0 : !async.value<memref<f32>>
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %6 = async.runtime.load %arg0 : <memref<f32>>
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<memref<f32>>
    %7 = memref.load %6[] : memref<f32>
    %8 = arith.addf %7, %7 : f32
    memref.store %8, %6[] : memref<f32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<memref<f32>>
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

