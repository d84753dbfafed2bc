// Covers: structured control flow holding awaits inside async.execute bodies nested in an
// async.func, one and two executes deep (a fuzzer found the first rejected with "'async.execute'
// op expects region #0 to have 0 or 1 blocks": async-func-to-async-runtime lowered the nested
// execute's scf.if to blocks), and the same inside executes nested in executes of a func.func.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

// The fuzzer's program.
async.func @af(%c: i64) -> !async.value<i64> {
  %t0, %a0 = async.execute -> !async.value<i64> {
    async.yield %c : i64
  }
  %t1, %a1 = async.execute -> !async.value<i64> {
    %b = arith.cmpi sle, %c, %c : i64
    %r = scf.if %b -> (i64) {
      %q = async.await %a0 : !async.value<i64>
      scf.yield %q : i64
    } else {
      scf.yield %c : i64
    }
    %s = arith.addi %r, %r : i64
    %s3 = arith.addi %s, %c : i64
    async.yield %s3 : i64
  }
  %v = async.await %a1 : !async.value<i64>
  async.return %v : i64
}

// scf.while and scf.execute_region around awaits, two executes deep in an async.func.
async.func @deep(%n: index) -> !async.value<i64> {
  %t0, %a0 = async.execute -> !async.value<i64> {
    %c5 = arith.constant 5 : i64
    async.yield %c5 : i64
  }
  %t1 = async.execute {
    async.yield
  }
  %tout, %aout = async.execute -> !async.value<i64> {
    %tin, %ain = async.execute -> !async.value<i64> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %w = scf.while (%k = %c0) : (index) -> index {
        %more = arith.cmpi slt, %k, %n : index
        scf.condition(%more) %k : index
      } do {
      ^bb0(%k2: index):
        async.await %t1 : !async.token
        %k3 = arith.addi %k2, %c1 : index
        scf.yield %k3 : index
      }
      %wi = arith.index_cast %w : index to i64
      %er = scf.execute_region -> i64 {
        %y = async.await %a0 : !async.value<i64>
        scf.yield %y : i64
      }
      %r = arith.addi %wi, %er : i64
      async.yield %r : i64
    }
    %v = async.await %ain : !async.value<i64>
    async.yield %v : i64
  }
  %out = async.await %aout : !async.value<i64>
  async.return %out : i64
}

func.func @main() {
  %c = arith.constant 1 : i64
  %v = async.call @af(%c) : (i64) -> !async.value<i64>
  %x = async.await %v : !async.value<i64>
  // CHECK: 3
  vector.print %x : i64
  %n = arith.constant 3 : index
  %dv = async.call @deep(%n) : (index) -> !async.value<i64>
  %d = async.await %dv : !async.value<i64>
  // CHECK-NEXT: 8
  vector.print %d : i64
  // The same nesting in a func.func: its executes' coroutines are func.funcs.
  %t0, %a0 = async.execute -> !async.value<i64> {
    async.yield %c : i64
  }
  %to, %ao = async.execute -> !async.value<i64> {
    %ti, %ai = async.execute -> !async.value<i64> {
      %b = arith.cmpi sle, %c, %c : i64
      %r = scf.if %b -> (i64) {
        %q = async.await %a0 : !async.value<i64>
        %q2 = arith.addi %q, %q : i64
        scf.yield %q2 : i64
      } else {
        scf.yield %c : i64
      }
      async.yield %r : i64
    }
    %i = async.await %ai : !async.value<i64>
    async.yield %i : i64
  }
  %o = async.await %ao : !async.value<i64>
  // CHECK-NEXT: 2
  vector.print %o : i64
  return
}
