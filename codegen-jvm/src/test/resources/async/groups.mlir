// Groups (modelled on upstream's mlir-runner/async-group.mlir): tasks joined by a group, a task
// awaiting a group, a group of one awaited by main, ranks returned by add_to_group.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %sum = memref.alloc() : memref<6xi64>
  %g = async.create_group %c6 : !async.group
  scf.for %i = %c0 to %c6 step %c1 {
    %t = async.execute {
      %ii = arith.index_cast %i : index to i64
      %sq = arith.muli %ii, %ii : i64
      memref.store %sq, %sum[%i] : memref<6xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
    scf.yield
  }
  %joiner = async.execute {
    async.await_all %g
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c6_ = arith.constant 6 : index
    %zero = arith.constant 0 : i64
    %total = scf.for %j = %c0_ to %c6_ step %c1_ iter_args(%acc = %zero) -> (i64) {
      %x = memref.load %sum[%j] : memref<6xi64>
      %n = arith.addi %acc, %x : i64
      scf.yield %n : i64
    }
    vector.print %total : i64
    async.yield
  }
  %g1 = async.create_group %c1 : !async.group
  %r = async.add_to_group %joiner, %g1 : !async.token
  async.await_all %g1
  vector.print %r : index
  call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
  memref.dealloc %sum : memref<6xi64>
  return
}

func.func private @mlirAsyncRuntimePrintCurrentThreadId()
