// async.func (modelled on upstream's mlir-runner/async-func.mlir): hot-started coroutines,
// asserts turned into errors, nested calls propagating them, awaits inside async.funcs, a
// memref value passed between them, an async.execute inside an async.func.
async.func @empty() -> !async.token {
  return
}

async.func @fails() -> !async.token {
  %false = arith.constant false
  cf.assert %false, "failed"
  return
}

async.func @calls_failing() -> !async.token {
  %t = async.call @fails() : () -> !async.token
  async.await %t : !async.token
  return
}

async.func @value_fails() -> !async.value<f64> {
  %false = arith.constant false
  cf.assert %false, "failed"
  %c = arith.constant 1.5 : f64
  return %c : f64
}

async.func @value_calls_failing() -> !async.value<f64> {
  %v = async.call @value_fails() : () -> !async.value<f64>
  %x = async.await %v : !async.value<f64>
  return %x : f64
}

async.func @square(%x : i32) -> !async.value<i32> {
  %s = arith.muli %x, %x : i32
  return %s : i32
}

async.func @sum_of_squares(%a : i32, %b : i32) -> !async.value<i32> {
  %va = async.call @square(%a) : (i32) -> !async.value<i32>
  %vb = async.call @square(%b) : (i32) -> !async.value<i32>
  %x = async.await %va : !async.value<i32>
  %y = async.await %vb : !async.value<i32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}

async.func @make_cell() -> !async.value<memref<f32>> {
  %m = memref.alloc() : memref<f32>
  %c = arith.constant 0.75 : f32
  memref.store %c, %m[] : memref<f32>
  return %m : memref<f32>
}

async.func @triple_cell(%cell : !async.value<memref<f32>>) -> !async.token {
  %m = async.await %cell : !async.value<memref<f32>>
  %x = memref.load %m[] : memref<f32>
  %y = arith.addf %x, %x : f32
  %z = arith.addf %y, %x : f32
  memref.store %z, %m[] : memref<f32>
  return
}

async.func @execute_inside(%cell : !async.value<memref<f32>>) -> !async.token {
  %t = async.execute {
    %m = async.await %cell : !async.value<memref<f32>>
    %x = memref.load %m[] : memref<f32>
    %y = arith.negf %x : f32
    memref.store %y, %m[] : memref<f32>
    async.yield
  }
  async.await %t : !async.token
  return
}

func.func @main() {
  %t0 = async.call @empty() : () -> !async.token
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  vector.print %e0 : i1

  %t1 = async.call @fails() : () -> !async.token
  async.runtime.await %t1 : !async.token
  %e1 = async.runtime.is_error %t1 : !async.token
  vector.print %e1 : i1

  %t2 = async.call @calls_failing() : () -> !async.token
  async.runtime.await %t2 : !async.token
  %e2 = async.runtime.is_error %t2 : !async.token
  vector.print %e2 : i1

  %v3 = async.call @value_calls_failing() : () -> !async.value<f64>
  async.runtime.await %v3 : !async.value<f64>
  %e3 = async.runtime.is_error %v3 : !async.value<f64>
  vector.print %e3 : i1

  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %v4 = async.call @sum_of_squares(%c3, %c4) : (i32, i32) -> !async.value<i32>
  %r4 = async.await %v4 : !async.value<i32>
  vector.print %r4 : i32

  %cell = async.call @make_cell() : () -> !async.value<memref<f32>>
  %m = async.await %cell : !async.value<memref<f32>>
  %u = memref.cast %m : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t5 = async.call @triple_cell(%cell) : (!async.value<memref<f32>>) -> !async.token
  async.await %t5 : !async.token
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t6 = async.call @execute_inside(%cell) : (!async.value<memref<f32>>) -> !async.token
  async.await %t6 : !async.token
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<f32>
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
