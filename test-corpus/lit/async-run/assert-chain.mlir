// Covers: a cf.assert failing deep in a chain of async.funcs calling themselves 200 levels
// deep. The failing call's value becomes an error, every caller awaiting it fails in turn
// without running the rest of its body, and the blocking async.await in @main (outside any
// coroutine) reports the error at its own location with exit code 1, after the output
// printed so far.
// UPSTREAM-DEVIATES: upstream (/work/shared/tools/mlir-native-run) aborts with SIGABRT at that
// await, its buffered output lost; loomlir reports the failing assert as it reports every
// run-time error (README). The CHECK lines were worked out by hand.
// RUN: not loomlir run %s --coroutines=state-machine 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s

// depth(n) = depth(n - 1) + 1, and the assert fails at n == 0.
async.func @depth(%n: i64) -> !async.value<i64> {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %positive = arith.cmpi sgt, %n, %zero : i64
  cf.assert %positive, "reached the bottom"
  %m = arith.subi %n, %one : i64
  %v = async.call @depth(%m) : (i64) -> !async.value<i64>
  %d = async.await %v : !async.value<i64>
  %r = arith.addi %d, %one : i64
  return %r : i64
}

func.func @main() {
  vector.print str "before the chain\n"
  %n = arith.constant 200 : i64
  %v = async.call @depth(%n) : (i64) -> !async.value<i64>
  // CHECK: before the chain
  // CHECK-NEXT: assert-chain.mlir:[[@LINE+1]]:8: error: Awaited async operand is in error state
  %d = async.await %v : !async.value<i64>
  vector.print %d : i64
  return
}
