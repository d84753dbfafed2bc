// Covers: what nested-structured.mlir covers, for the structured ops upstream's lowering cannot
// take around awaits in a coroutine (scf.for, scf.index_switch: mlir-opt-22 fails with "failed
// to legalize operation"), an scf.if yielding !async.values made by executes in its branches
// (upstream fails on the cf.br of an !async.value), a cf.assert inside an scf.if of a task (its
// error branch needs the coroutine's CFG; upstream leaves broken IR), and functions that
// eliminate-blocking-await-ops turns into coroutines.
// UPSTREAM-UNSUPPORTED: mlir-opt-22 rejects these programs (see above); the CHECK lines were
// worked out by hand: @loops sums 5 three times (15) and adds the switch's 5: 20; @pick awaits
// 1 through the scf.if and doubles it: 2; @guarded's task fails its assert, so its value is an
// error and @main's is_error prints 1; @blocking (a coroutine made from a func.func) returns 7.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s
// RUN: loomlir opt %s --async-to-async-runtime=eliminate-blocking-await-ops | loomlir run - | FileCheck %s --check-prefix=BLOCKING

async.func @loops(%n: index) -> !async.value<i64> {
  %t0, %a0 = async.execute -> !async.value<i64> {
    %c5 = arith.constant 5 : i64
    async.yield %c5 : i64
  }
  %tout, %aout = async.execute -> !async.value<i64> {
    %tin, %ain = async.execute -> !async.value<i64> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %z = arith.constant 0 : i64
      %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
        %x = async.await %a0 : !async.value<i64>
        %a = arith.addi %acc, %x : i64
        scf.yield %a : i64
      }
      %sw = scf.index_switch %c1 -> i64
      case 1 {
        %y = async.await %a0 : !async.value<i64>
        scf.yield %y : i64
      }
      default {
        scf.yield %z : i64
      }
      %r = arith.addi %sum, %sw : i64
      async.yield %r : i64
    }
    %v = async.await %ain : !async.value<i64>
    async.yield %v : i64
  }
  %out = async.await %aout : !async.value<i64>
  async.return %out : i64
}

async.func @pick(%c: i64) -> !async.value<i64> {
  %t1, %a1 = async.execute -> !async.value<i64> {
    %b = arith.cmpi sle, %c, %c : i64
    %r = scf.if %b -> (!async.value<i64>) {
      %tt, %vt = async.execute -> !async.value<i64> {
        async.yield %c : i64
      }
      scf.yield %vt : !async.value<i64>
    } else {
      %te, %ve = async.execute -> !async.value<i64> {
        %z = arith.constant 0 : i64
        async.yield %z : i64
      }
      scf.yield %ve : !async.value<i64>
    }
    %q = async.await %r : !async.value<i64>
    %s = arith.addi %q, %q : i64
    async.yield %s : i64
  }
  %v = async.await %a1 : !async.value<i64>
  async.return %v : i64
}

func.func @guarded(%ok: i1) -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 9 : i64
    scf.if %ok {
      scf.yield
    } else {
      cf.assert %ok, "not ok"
      scf.yield
    }
    async.yield %c : i64
  }
  return %v : !async.value<i64>
}

// Awaits inside an scf.if: with eliminate-blocking-await-ops it becomes a coroutine itself.
func.func @blocking(%b: i1) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %c7 = arith.constant 7 : i64
    async.yield %c7 : i64
  }
  %r = scf.if %b -> (i64) {
    %x = async.await %v : !async.value<i64>
    scf.yield %x : i64
  } else {
    %z = arith.constant 0 : i64
    scf.yield %z : i64
  }
  return %r : i64
}

// Allowed to block: eliminate-blocking-await-ops leaves it an ordinary entry point.
func.func @main() attributes {async.allowed_to_block} {
  %n = arith.constant 3 : index
  %lv = async.call @loops(%n) : (index) -> !async.value<i64>
  %l = async.await %lv : !async.value<i64>
  // CHECK: 20
  // BLOCKING: 20
  vector.print %l : i64
  %c = arith.constant 1 : i64
  %pv = async.call @pick(%c) : (i64) -> !async.value<i64>
  %p = async.await %pv : !async.value<i64>
  // CHECK-NEXT: 2
  // BLOCKING-NEXT: 2
  vector.print %p : i64
  %false = arith.constant false
  %gv = func.call @guarded(%false) : (i1) -> !async.value<i64>
  async.runtime.await %gv : !async.value<i64>
  %err = async.runtime.is_error %gv : !async.value<i64>
  // CHECK-NEXT: 1
  // BLOCKING-NEXT: 1
  vector.print %err : i1
  %true = arith.constant true
  %bl = func.call @blocking(%true) : (i1) -> i64
  // CHECK-NEXT: 7
  // BLOCKING-NEXT: 7
  vector.print %bl : i64
  return
}
