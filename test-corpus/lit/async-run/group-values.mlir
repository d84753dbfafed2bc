// Covers: groups holding async values (and values mixed with tokens): async.add_to_group of
// !async.value operands, async.await_all on them outside and inside a coroutine, loading the
// members afterwards, and an errored value making its group an error.
// UPSTREAM-UNSUPPORTED: upstream's convert-async-to-llvm only adds tokens to groups, so it
// cannot run this; the CHECK lines were worked out by hand.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false

  // Values i * i + 1 (i = 0..3) in a group, added in a loop that also carries them to the
  // end, where they are loaded after await_all (their sum, 1 + 2 + 5 + 10 = 18).
  %g = async.create_group %c4 : !async.group
  %zero = arith.constant 0 : i64
  %tz, %vz = async.execute -> !async.value<i64> {
    async.yield %zero : i64
  }
  %sumv = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %vz) -> (!async.value<i64>) {
    %t, %v = async.execute -> !async.value<i64> {
      %n = arith.index_cast %i : index to i64
      %sq = arith.muli %n, %n : i64
      %one = arith.constant 1 : i64
      %r = arith.addi %sq, %one : i64
      async.yield %r : i64
    }
    %idx = async.add_to_group %v, %g : !async.value<i64>
    // The running sum, a task that awaits the member and the previous sum.
    %ts, %vs = async.execute (%acc as %a : !async.value<i64>, %v as %x : !async.value<i64>)
        -> !async.value<i64> {
      %s = arith.addi %a, %x : i64
      async.yield %s : i64
    }
    scf.yield %vs : !async.value<i64>
  }
  async.await_all %g
  %e = async.runtime.is_error %g : !async.group
  %sum = async.await %sumv : !async.value<i64>
  // CHECK: 0
  // CHECK-NEXT: 18
  vector.print %e : i1
  vector.print %sum : i64

  // A value and a token in one group, awaited inside a task that then reads the value.
  %c2 = arith.constant 2 : index
  %g2 = async.create_group %c2 : !async.group
  %ta, %va = async.execute -> !async.value<f64> {
    %x = arith.constant 1.25 : f64
    async.yield %x : f64
  }
  %tb = async.execute { async.yield }
  %i0 = async.add_to_group %va, %g2 : !async.value<f64>
  %i1 = async.add_to_group %tb, %g2 : !async.token
  %tc, %vc = async.execute -> !async.value<f64> {
    async.await_all %g2
    %x = async.await %va : !async.value<f64>
    %y = arith.addf %x, %x : f64
    async.yield %y : f64
  }
  %r = async.await %vc : !async.value<f64>
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2.5
  vector.print %i0 : index
  vector.print %i1 : index
  vector.print %r : f64

  // An errored value makes the group an error.
  %g3 = async.create_group %c2 : !async.group
  %td, %vd = async.execute -> !async.value<i32> {
    cf.assert %false, "no value"
    %x = arith.constant 5 : i32
    async.yield %x : i32
  }
  %te, %ve = async.execute -> !async.value<i32> {
    %x = arith.constant 6 : i32
    async.yield %x : i32
  }
  %j0 = async.add_to_group %vd, %g3 : !async.value<i32>
  %j1 = async.add_to_group %ve, %g3 : !async.value<i32>
  async.runtime.await %g3 : !async.group
  %e3 = async.runtime.is_error %g3 : !async.group
  %ok = async.await %ve : !async.value<i32>
  // CHECK-NEXT: 1
  // CHECK-NEXT: 6
  vector.print %e3 : i1
  vector.print %ok : i32
  return
}
