module {
  func.func @empty() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
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
  func.func @fails() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
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
  ^bb5:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @calls_failing() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @fails() : () -> !async.token
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.token
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.token
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @value_fails() -> !async.value<f64> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<f64>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %cst = arith.constant 1.500000e+00 : f64
    async.runtime.store %cst, %0 : <f64>
    async.runtime.set_available %0 : !async.value<f64>
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.value<f64>
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.value<f64>
  }
  func.func @value_calls_failing() -> !async.value<f64> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<f64>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @value_fails() : () -> !async.value<f64>
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.value<f64>
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.value<f64>
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %6 = async.runtime.load %3 : <f64>
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.value<f64>
    async.runtime.store %6, %0 : <f64>
    async.runtime.set_available %0 : !async.value<f64>
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.value<f64>
    async.runtime.set_error %0 : !async.value<f64>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.value<f64>
  }
  func.func @square(%arg0: i32) -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<i32>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = arith.muli %arg0, %arg0 : i32
    async.runtime.store %3, %0 : <i32>
    async.runtime.set_available %0 : !async.value<i32>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.value<i32>
  }
  func.func @sum_of_squares(%arg0: i32, %arg1: i32) -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<i32>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @square(%arg0) : (i32) -> !async.value<i32>
    %4 = call @square(%arg1) : (i32) -> !async.value<i32>
    %5 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.value<i32>
    async.coro.suspend %5, ^bb11, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %3 : !async.value<i32>
    cf.cond_br %6, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %7 = async.runtime.load %3 : <i32>
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.value<i32>
    %8 = async.coro.save %2
    async.runtime.await_and_resume %4, %2 : !async.value<i32>
    async.coro.suspend %8, ^bb11, ^bb4, ^bb10
  ^bb4:  // pred: ^bb3
    %9 = async.runtime.is_error %4 : !async.value<i32>
    cf.cond_br %9, ^bb7, ^bb5
  ^bb5:  // pred: ^bb4
    %10 = async.runtime.load %4 : <i32>
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.value<i32>
    %11 = arith.addi %7, %10 : i32
    async.runtime.store %11, %0 : <i32>
    async.runtime.set_available %0 : !async.value<i32>
    cf.br ^bb9
  ^bb6:  // pred: ^bb2
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.value<i32>
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.value<i32>
    cf.br ^bb8
  ^bb7:  // pred: ^bb4
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.value<i32>
    cf.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    async.runtime.set_error %0 : !async.value<i32>
    cf.br ^bb9
  ^bb9:  // 2 preds: ^bb5, ^bb8
    async.coro.free %1, %2
    cf.br ^bb11
  ^bb10:  // 2 preds: ^bb1, ^bb3
    async.coro.free %1, %2
    cf.br ^bb11
  ^bb11:  // 4 preds: ^bb1, ^bb3, ^bb9, ^bb10
    async.coro.end %2
    return %0 : !async.value<i32>
  }
  func.func @make_cell() -> !async.value<memref<f32>> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<memref<f32>>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 7.500000e-01 : f32
    memref.store %cst, %alloc[] : memref<f32>
    async.runtime.store %alloc, %0 : <memref<f32>>
    async.runtime.set_available %0 : !async.value<memref<f32>>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // no predecessors
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.value<memref<f32>>
  }
  func.func @triple_cell(%arg0: !async.value<memref<f32>>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = async.coro.save %2
    async.runtime.await_and_resume %arg0, %2 : !async.value<memref<f32>>
    async.coro.suspend %3, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %4 = async.runtime.is_error %arg0 : !async.value<memref<f32>>
    cf.cond_br %4, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %5 = async.runtime.load %arg0 : <memref<f32>>
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<memref<f32>>
    %6 = memref.load %5[] : memref<f32>
    %7 = arith.addf %6, %6 : f32
    %8 = arith.addf %7, %6 : f32
    memref.store %8, %5[] : memref<f32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<memref<f32>>
    async.runtime.set_error %0 : !async.token
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @execute_inside(%arg0: !async.value<memref<f32>>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @async_execute_fn(%arg0) : (!async.value<memref<f32>>) -> !async.token
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.token
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.token
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @main() {
    %0 = call @empty() : () -> !async.token
    async.runtime.await %0 : !async.token
    %1 = async.runtime.is_error %0 : !async.token
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
    vector.print %1 : i1
    %2 = call @fails() : () -> !async.token
    async.runtime.await %2 : !async.token
    %3 = async.runtime.is_error %2 : !async.token
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
    vector.print %3 : i1
    %4 = call @calls_failing() : () -> !async.token
    async.runtime.await %4 : !async.token
    %5 = async.runtime.is_error %4 : !async.token
    async.runtime.drop_ref %4 {count = 1 : i64} : !async.token
    vector.print %5 : i1
    %6 = call @value_calls_failing() : () -> !async.value<f64>
    async.runtime.await %6 : !async.value<f64>
    %7 = async.runtime.is_error %6 : !async.value<f64>
    async.runtime.drop_ref %6 {count = 1 : i64} : !async.value<f64>
    vector.print %7 : i1
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %8 = call @sum_of_squares(%c3_i32, %c4_i32) : (i32, i32) -> !async.value<i32>
    async.runtime.await %8 : !async.value<i32>
    %9 = async.runtime.is_error %8 : !async.value<i32>
    %true = arith.constant true
    %10 = arith.xori %9, %true : i1
    cf.assert %10, "Awaited async operand is in error state"
    %11 = async.runtime.load %8 : <i32>
    async.runtime.drop_ref %8 {count = 1 : i64} : !async.value<i32>
    vector.print %11 : i32
    %12 = call @make_cell() : () -> !async.value<memref<f32>>
    async.runtime.await %12 : !async.value<memref<f32>>
    %13 = async.runtime.is_error %12 : !async.value<memref<f32>>
    %true_0 = arith.constant true
    %14 = arith.xori %13, %true_0 : i1
    cf.assert %14, "Awaited async operand is in error state"
    %15 = async.runtime.load %12 : <memref<f32>>
    %cast = memref.cast %15 : memref<f32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    async.runtime.add_ref %12 {count = 1 : i64} : !async.value<memref<f32>>
    %16 = call @triple_cell(%12) : (!async.value<memref<f32>>) -> !async.token
    async.runtime.await %16 : !async.token
    %17 = async.runtime.is_error %16 : !async.token
    async.runtime.drop_ref %16 {count = 1 : i64} : !async.token
    %true_1 = arith.constant true
    %18 = arith.xori %17, %true_1 : i1
    cf.assert %18, "Awaited async operand is in error state"
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %19 = call @execute_inside(%12) : (!async.value<memref<f32>>) -> !async.token
    async.runtime.await %19 : !async.token
    %20 = async.runtime.is_error %19 : !async.token
    async.runtime.drop_ref %19 {count = 1 : i64} : !async.token
    %true_2 = arith.constant true
    %21 = arith.xori %20, %true_2 : i1
    cf.assert %21, "Awaited async operand is in error state"
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %15 : memref<f32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @async_execute_fn(%arg0: !async.value<memref<f32>>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
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
    %8 = arith.negf %7 : f32
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

