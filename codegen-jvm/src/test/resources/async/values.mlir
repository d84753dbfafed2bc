// Async values of several payload types (modelled on upstream's mlir-runner/async-value.mlir):
// blocking awaits outside tasks, suspending awaits inside them, values as task operands, a
// memref travelling in a value.
func.func @main() {
  %t0, %v0 = async.execute -> !async.value<f32> {
    %0 = arith.constant 2.5 : f32
    async.yield %0 : f32
  }
  %r0 = async.await %v0 : !async.value<f32>
  vector.print %r0 : f32

  %t1, %v1 = async.execute -> !async.value<i64> {
    %t, %inner = async.execute -> !async.value<i64> {
      %c = arith.constant 40 : i64
      async.yield %c : i64
    }
    %x = async.await %inner : !async.value<i64>
    %c2 = arith.constant 2 : i64
    %s = arith.addi %x, %c2 : i64
    async.yield %s : i64
  }
  %r1 = async.await %v1 : !async.value<i64>
  vector.print %r1 : i64

  // Values and tokens as operands and dependencies; several results.
  %t2, %a, %b = async.execute [%t1] (%v0 as %x : !async.value<f32>, %v1 as %y : !async.value<i64>)
      -> (!async.value<f64>, !async.value<i1>) {
    %xd = arith.extf %x : f32 to f64
    %yd = arith.sitofp %y : i64 to f64
    %p = arith.mulf %xd, %yd : f64
    %big = arith.cmpi sgt, %y, %y : i64
    async.yield %p, %big : f64, i1
  }
  %ra = async.await %a : !async.value<f64>
  %rb = async.await %b : !async.value<i1>
  vector.print %ra : f64
  vector.print %rb : i1

  // A memref made in one task, updated through the value in another.
  %t3, %m = async.execute [%t2] -> !async.value<memref<f32>> {
    %mem = memref.alloc() : memref<f32>
    %q = arith.constant 0.25 : f32
    memref.store %q, %mem[] : memref<f32>
    async.yield %mem : memref<f32>
  }
  %t4 = async.execute (%m as %mm : !async.value<memref<f32>>) {
    %e = memref.load %mm[] : memref<f32>
    %e2 = arith.addf %e, %e : f32
    memref.store %e2, %mm[] : memref<f32>
    async.yield
  }
  async.await %t4 : !async.token
  %mem = async.await %m : !async.value<memref<f32>>
  %u = memref.cast %mem : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %mem : memref<f32>
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
