// Covers: two valid programs a fuzzer found to hang natively in about one run of three (a token
// awaited in a task and also a dependency of a task nested in it; a group of two tasks where the
// second awaits the first and its value is unused). loomlir must print the right answer every
// time: AsyncRunRepeatTest runs these lines repeatedly with 1, 2 and 8 workers, and
// dev.loomlir.api.UpstreamHangsTest calls them a few hundred times in one JVM.
// UPSTREAM-UNSUPPORTED: upstream's runtime hangs on them now and then; the CHECK lines were
// worked out by hand: @main prints the constant 1 once every task finished; @group prints the
// first task's rank in the group, 0.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s
// RUN: loomlir run %s -e group --coroutines=state-machine | FileCheck %s --check-prefix=GROUP
// RUN: loomlir run %s -e group --coroutines=virtual-threads | FileCheck %s --check-prefix=GROUP

func.func @main() {
  %t16 = async.execute { async.yield }
  %t38 = async.execute [%t16] {
    async.await %t16 : !async.token
    %t26 = async.execute [%t16] { async.yield }
    async.await %t26 : !async.token
    async.yield
  }
  async.await %t38 : !async.token
  %c1 = arith.constant 1 : i64
  // CHECK: 1
  vector.print %c1 : i64
  return
}

func.func @group() {
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %t34 = async.execute { async.yield }
  %r0 = async.add_to_group %t34, %g : !async.token
  %t35, %v35 = async.execute [%t34] -> !async.value<f32> {
    async.await %t34 : !async.token
    %f = arith.constant 1.0 : f32
    async.yield %f : f32
  }
  %r1 = async.add_to_group %t35, %g : !async.token
  async.await_all %g
  // GROUP: 0
  vector.print %r0 : index
  return
}
