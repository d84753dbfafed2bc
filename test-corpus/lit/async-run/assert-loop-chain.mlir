// Covers: a cf.assert failing deep in a chain of 1,000 tasks carried through scf.for
// iter_args, the 700th failing: the error flows through the 300 later tasks (each awaits its
// operand and fails without running its body) to the blocking async.await in @main, which
// reports it at its own location with exit code 1, after the output printed so far.
// UPSTREAM-UNSUPPORTED: upstream cannot run loop-carried async values (its reference counting
// rejects them); the CHECK lines were worked out by hand.
// RUN: not loomlir run %s --coroutines=state-machine 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %c700 = arith.constant 700 : index
  %t0, %v0 = async.execute -> !async.value<i64> {
    %zero = arith.constant 0 : i64
    async.yield %zero : i64
  }
  %last = scf.for %i = %c0 to %c1000 step %c1 iter_args(%v = %v0) -> (!async.value<i64>) {
    %tn, %vn = async.execute (%v as %x : !async.value<i64>) -> !async.value<i64> {
      %ok = arith.cmpi ne, %i, %c700 : index
      cf.assert %ok, "stage 700 fails"
      %one = arith.constant 1 : i64
      %y = arith.addi %x, %one : i64
      async.yield %y : i64
    }
    scf.yield %vn : !async.value<i64>
  }
  vector.print str "chain started\n"
  // CHECK: chain started
  // CHECK-NEXT: assert-loop-chain.mlir:[[@LINE+1]]:8: error: Awaited async operand is in error state
  %r = async.await %last : !async.value<i64>
  vector.print %r : i64
  return
}
