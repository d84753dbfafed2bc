// Covers: cf.assert in an async.execute becoming an error of its token and values
// (async.runtime.is_error), errors propagating from a nested task through async.await, from a
// value through an operand of another task, from a member token to its group, and a task
// awaiting an errored group. Modelled on upstream's mlir-runner/async-error.mlir.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false

  // A passing assert: no error.
  %t0 = async.execute {
    cf.assert %true, "never fails"
    async.yield
  }
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  // CHECK: 0
  vector.print %e0 : i1

  // A failing assert makes the token and the value errors.
  %t1, %v1 = async.execute -> !async.value<i32> {
    cf.assert %false, "fails"
    %x = arith.constant 1 : i32
    async.yield %x : i32
  }
  // Both awaited: the token and the value complete one after the other.
  async.runtime.await %t1 : !async.token
  async.runtime.await %v1 : !async.value<i32>
  %e1t = async.runtime.is_error %t1 : !async.token
  %e1v = async.runtime.is_error %v1 : !async.value<i32>
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  vector.print %e1t : i1
  vector.print %e1v : i1

  // Through an operand: the consumer awaits an errored value and fails without running its body.
  %t2, %v2 = async.execute (%v1 as %x : !async.value<i32>) -> !async.value<i32> {
    %y = arith.addi %x, %x : i32
    async.yield %y : i32
  }
  async.runtime.await %v2 : !async.value<i32>
  %e2 = async.runtime.is_error %v2 : !async.value<i32>
  // CHECK-NEXT: 1
  vector.print %e2 : i1

  // Two levels of nesting, awaited inside.
  %t3 = async.execute {
    %inner = async.execute {
      %deepest = async.execute {
        cf.assert %false, "deep"
        async.yield
      }
      async.await %deepest : !async.token
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.runtime.await %t3 : !async.token
  %e3 = async.runtime.is_error %t3 : !async.token
  // CHECK-NEXT: 1
  vector.print %e3 : i1

  // A group with one failing member is an error; a task awaiting it fails too.
  %c3 = arith.constant 3 : index
  %g = async.create_group %c3 : !async.group
  %ga = async.execute { async.yield }
  %gb = async.execute {
    cf.assert %false, "member"
    async.yield
  }
  %gc = async.execute { async.yield }
  %ia = async.add_to_group %ga, %g : !async.token
  %ib = async.add_to_group %gb, %g : !async.token
  %ic = async.add_to_group %gc, %g : !async.token
  %waiter = async.execute {
    async.await_all %g
    async.yield
  }
  async.runtime.await %g : !async.group
  async.runtime.await %waiter : !async.token
  %eg = async.runtime.is_error %g : !async.group
  %ew = async.runtime.is_error %waiter : !async.token
  %ea = async.runtime.is_error %ga : !async.token
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  vector.print %eg : i1
  vector.print %ew : i1
  vector.print %ea : i1
  return
}
