// Covers: --check-refcounts on a runtime-level program that counts references itself (so the
// default lowering adds no counting): a balanced token, a token whose last reference is never
// dropped (leaked) and a value dropped once too often, reported at exit as errors at the ops
// that created them, exit code 1; without the option nothing is checked.
// UPSTREAM-UNSUPPORTED: upstream has no reference checker; the CHECK lines were worked out by
// hand from the counts (a token or value starts at 2, completing it drops one).
// RUN: not loomlir run %s --check-refcounts --coroutines=state-machine 2>&1 | FileCheck %s
// RUN: not loomlir run %s --check-refcounts --coroutines=virtual-threads 2>&1 | FileCheck %s
// RUN: loomlir run %s 2>&1 | FileCheck %s --check-prefix=OFF

// The program's output comes first, then the findings (in no particular order).
// CHECK: done
// OFF: done
// OFF-NOT: error
func.func @main() {
  %balanced = async.runtime.create : !async.token
  async.runtime.set_available %balanced : !async.token
  async.runtime.await %balanced : !async.token
  async.runtime.drop_ref %balanced {count = 1 : i64} : !async.token

  // CHECK-DAG: refcounts.mlir:[[@LINE+1]]:13: error: async.token leaked
  %leaked = async.runtime.create : !async.token
  async.runtime.set_available %leaked : !async.token

  // CHECK-DAG: refcounts.mlir:[[@LINE+1]]:8: error: async.value reference count dropped below zero
  %v = async.runtime.create : !async.value<i32>
  %x = arith.constant 3 : i32
  async.runtime.store %x, %v : <i32>
  async.runtime.set_available %v : !async.value<i32>
  async.runtime.drop_ref %v {count = 2 : i64} : !async.value<i32>
  vector.print str "done\n"
  return
}
