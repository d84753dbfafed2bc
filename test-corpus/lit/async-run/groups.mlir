// Covers: async.create_group sized by a constant and by a computed count, async.add_to_group of
// tokens (the indices it returns), async.await_all outside coroutines and inside one (a
// suspension on a group), a group whose tasks are added in a loop. Modelled on upstream's
// mlir-runner/async-group.mlir.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xi64>

  // Three tasks in a group of three; the indices are the order of addition.
  %g = async.create_group %c3 : !async.group
  %t0 = async.execute { async.yield }
  %t1 = async.execute { async.yield }
  %t2 = async.execute { async.yield }
  %i0 = async.add_to_group %t0, %g : !async.token
  %i1 = async.add_to_group %t1, %g : !async.token
  %i2 = async.add_to_group %t2, %g : !async.token
  async.await_all %g
  // CHECK: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  vector.print %i0 : index
  vector.print %i1 : index
  vector.print %i2 : index

  // Eight tasks added in a loop, each writing its own element; a task awaits the group and
  // sums the elements; main awaits that task through a group of one.
  %g8 = async.create_group %c8 : !async.group
  scf.for %i = %c0 to %c8 step %c1 {
    %t = async.execute {
      %n = arith.index_cast %i : index to i64
      %sq = arith.muli %n, %n : i64
      memref.store %sq, %buf[%i] : memref<8xi64>
      async.yield
    }
    %idx = async.add_to_group %t, %g8 : !async.token
  }
  %sum_token, %sum = async.execute -> !async.value<i64> {
    async.await_all %g8
    %zero = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i64) {
      %v = memref.load %buf[%i] : memref<8xi64>
      %a = arith.addi %acc, %v : i64
      scf.yield %a : i64
    }
    async.yield %s : i64
  }
  %outer = async.create_group %c1 : !async.group
  %j = async.add_to_group %sum_token, %outer : !async.token
  async.await_all %outer
  %s = async.await %sum : !async.value<i64>
  // CHECK-NEXT: 140
  vector.print %s : i64

  // A group sized at run time.
  %n = memref.dim %buf, %c0 : memref<8xi64>
  %half = arith.divui %n, %c3 : index
  %gn = async.create_group %half : !async.group
  %ta = async.execute { async.yield }
  %tb = async.execute { async.yield }
  %ia = async.add_to_group %ta, %gn : !async.token
  %ib = async.add_to_group %tb, %gn : !async.token
  async.await_all %gn
  %e = async.runtime.is_error %gn : !async.group
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  vector.print %ib : index
  vector.print %e : i1
  memref.dealloc %buf : memref<8xi64>
  return
}
