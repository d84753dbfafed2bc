// Covers: run-time errors raised inside tasks (where upstream has undefined behaviour or
// crashes): an integer division by zero in a task awaited by @main is reported at the failing
// op, from the awaiting thread; an out-of-bounds store in an async.func nobody awaits is
// reported when the program ends; both with exit code 1 after the output printed so far.
// UPSTREAM-UNSUPPORTED: undefined behaviour upstream; the CHECK lines were worked out by hand
// from loomlir's documented run-time errors (README).
// RUN: not loomlir run %s --coroutines=state-machine 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s
// RUN: not loomlir run %s -e unawaited --coroutines=state-machine 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: not loomlir run %s -e unawaited --coroutines=virtual-threads 2>&1 | FileCheck %s --check-prefix=LATE

func.func @main() {
  %seven = arith.constant 7 : i32
  %zero = arith.constant 0 : i32
  %t, %v = async.execute -> !async.value<i32> {
    // CHECK: task-errors.mlir:[[@LINE+1]]:10: error: integer division by zero
    %q = arith.divsi %seven, %zero : i32
    async.yield %q : i32
  }
  %r = async.await %v : !async.value<i32>
  vector.print %r : i32
  return
}

async.func @store_at(%m: memref<4xi32>, %i: index) -> !async.token {
  %x = arith.constant 1 : i32
  // LATE: after
  // LATE-NEXT: task-errors.mlir:[[@LINE+1]]:3: error: out-of-bounds memref access
  memref.store %x, %m[%i] : memref<4xi32>
  return
}

func.func @unawaited() {
  %m = memref.alloc() : memref<4xi32>
  %i = arith.constant 9 : index
  %t = async.execute {
    %inner = async.call @store_at(%m, %i) : (memref<4xi32>, index) -> !async.token
    async.yield
  }
  vector.print str "after\n"
  return
}
