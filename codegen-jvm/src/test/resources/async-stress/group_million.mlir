// 1,000,000 tasks joined by one group; each writes its index; prints the sum of the indices
// (999999 * 1000000 / 2 = 499999500000).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %buf = memref.alloc(%n) : memref<?xi64>
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<?xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %next = arith.addi %acc, %x : i64
    scf.yield %next : i64
  }
  vector.print %sum : i64
  memref.dealloc %buf : memref<?xi64>
  return
}
