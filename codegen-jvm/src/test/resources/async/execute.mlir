// Tasks that write a shared buffer in dependency order (modelled on upstream's
// mlir-runner/async.mlir): nested async.execute, a token dependency, awaits inside and
// outside coroutines, the thread id printer.
func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %f10 = arith.constant 10.0 : f32
  %f20 = arith.constant 20.0 : f32
  %f30 = arith.constant 30.0 : f32
  %f40 = arith.constant 40.0 : f32
  %f50 = arith.constant 50.0 : f32

  %buf = memref.alloc() : memref<5xf32>
  scf.for %i = %i0 to %i4 step %i1 {
    memref.store %f0, %buf[%i] : memref<5xf32>
  }
  memref.store %f0, %buf[%i4] : memref<5xf32>
  %u = memref.cast %buf : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()

  memref.store %f10, %buf[%i0] : memref<5xf32>
  %outer = async.execute {
    memref.store %f20, %buf[%i1] : memref<5xf32>
    func.call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %first = async.execute {
      memref.store %f30, %buf[%i2] : memref<5xf32>
      async.yield
    }
    %second = async.execute [%first] {
      %prev = memref.load %buf[%i2] : memref<5xf32>
      %next = arith.addf %prev, %f10 : f32
      memref.store %next, %buf[%i3] : memref<5xf32>
      func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
      async.yield
    }
    async.await %second : !async.token
    memref.store %f50, %buf[%i4] : memref<5xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    async.yield
  }
  async.await %outer : !async.token
  call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<5xf32>
  return
}

func.func private @mlirAsyncRuntimePrintCurrentThreadId()
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
