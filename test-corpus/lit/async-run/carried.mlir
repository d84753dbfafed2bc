// Covers: tokens and async values carried through scf.for iter_args and cf block arguments:
// ordered 1,000-stage chains whose results depend on the order of the stages (each stage maps
// x to (a * x + i) mod p, which does not commute), awaited at the end; a token chain appending
// to a log; a value carried through a loop inside a coroutine, awaited at every iteration.
// UPSTREAM-UNSUPPORTED: mlir-opt-22's async-runtime-ref-counting rejects async values as block
// arguments and loop-carried values, so upstream cannot run this; the CHECK lines were worked
// out by hand (the recurrences below, evaluated with a small script), not taken from loomlir.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

// x0 = 1; x(i+1) = (31 * x(i) + i) mod 1000003 for i = 0 .. 999.
func.func @scf_value_chain() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %t0, %v0 = async.execute -> !async.value<i64> {
    %seed = arith.constant 1 : i64
    async.yield %seed : i64
  }
  %last = scf.for %i = %c0 to %c1000 step %c1 iter_args(%v = %v0) -> (!async.value<i64>) {
    %tn, %vn = async.execute (%v as %x : !async.value<i64>) -> !async.value<i64> {
      %a = arith.constant 31 : i64
      %p = arith.constant 1000003 : i64
      %ii = arith.index_cast %i : index to i64
      %m = arith.muli %x, %a : i64
      %s = arith.addi %m, %ii : i64
      %r = arith.remsi %s, %p : i64
      async.yield %r : i64
    }
    scf.yield %vn : !async.value<i64>
  }
  %r = async.await %last : !async.value<i64>
  return %r : i64
}

// A chain of tokens: stage i runs after stage i - 1 and appends i to a log. Returns how many
// log entries are in place (log[k] == k) and the position-weighted sum of the log.
func.func @scf_token_chain() -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %log = memref.alloc() : memref<1000xi64>
  %count = memref.alloc() : memref<index>
  memref.store %c0, %count[] : memref<index>
  %start = async.execute { async.yield }
  %done = scf.for %i = %c0 to %c1000 step %c1 iter_args(%t = %start) -> (!async.token) {
    %next = async.execute [%t] {
      %n = memref.load %count[] : memref<index>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %log[%n] : memref<1000xi64>
      %n1 = arith.addi %n, %c1 : index
      memref.store %n1, %count[] : memref<index>
      async.yield
    }
    scf.yield %next : !async.token
  }
  async.await %done : !async.token
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res:2 = scf.for %k = %c0 to %c1000 step %c1 iter_args(%ok = %zero, %w = %zero) -> (i64, i64) {
    %e = memref.load %log[%k] : memref<1000xi64>
    %kk = arith.index_cast %k : index to i64
    %same = arith.cmpi eq, %e, %kk : i64
    %inc = arith.select %same, %one, %zero : i64
    %ok1 = arith.addi %ok, %inc : i64
    %k1 = arith.addi %kk, %one : i64
    %pw = arith.muli %e, %k1 : i64
    %w1 = arith.addi %w, %pw : i64
    scf.yield %ok1, %w1 : i64, i64
  }
  memref.dealloc %log : memref<1000xi64>
  memref.dealloc %count : memref<index>
  return %res#0, %res#1 : i64, i64
}

// The same kind of chain with cf block arguments carrying a value and a token:
// y0 = 7; y(i+1) = (17 * y(i) + i) mod 65521 for i = 0 .. n - 1; the token chain runs
// alongside, each stage depending on the previous token as well.
func.func @cf_chain(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0, %v0 = async.execute -> !async.value<i64> {
    %seed = arith.constant 7 : i64
    async.yield %seed : i64
  }
  cf.br ^loop(%c0, %v0, %t0 : index, !async.value<i64>, !async.token)
^loop(%i: index, %v: !async.value<i64>, %t: !async.token):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%v, %t : !async.value<i64>, !async.token), ^body
^body:
  %tn, %vn = async.execute [%t] (%v as %x : !async.value<i64>) -> !async.value<i64> {
    %a = arith.constant 17 : i64
    %p = arith.constant 65521 : i64
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %x, %a : i64
    %s = arith.addi %m, %ii : i64
    %r = arith.remsi %s, %p : i64
    async.yield %r : i64
  }
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %vn, %tn : index, !async.value<i64>, !async.token)
^exit(%rv: !async.value<i64>, %rt: !async.token):
  async.await %rt : !async.token
  %r = async.await %rv : !async.value<i64>
  return %r : i64
}

// Inside one task: a loop carrying a value, each iteration starting a task and awaiting its
// value (a suspension per iteration): z0 = 3; z(i+1) = (5 * z(i) + i) mod 10007, 1,000 times.
func.func @chain_in_coroutine() -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %seed = arith.constant 3 : i64
    %ts, %vs = async.execute -> !async.value<i64> {
      async.yield %seed : i64
    }
    %last = scf.for %i = %c0 to %c1000 step %c1 iter_args(%cur = %vs) -> (!async.value<i64>) {
      %x = async.await %cur : !async.value<i64>
      %tn, %vn = async.execute -> !async.value<i64> {
        %a = arith.constant 5 : i64
        %p = arith.constant 10007 : i64
        %ii = arith.index_cast %i : index to i64
        %m = arith.muli %x, %a : i64
        %s = arith.addi %m, %ii : i64
        %r = arith.remsi %s, %p : i64
        async.yield %r : i64
      }
      scf.yield %vn : !async.value<i64>
    }
    %z = async.await %last : !async.value<i64>
    async.yield %z : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

func.func @main() {
  %a = func.call @scf_value_chain() : () -> i64
  vector.print %a : i64
  %ok, %w = func.call @scf_token_chain() : () -> (i64, i64)
  vector.print %ok : i64
  vector.print %w : i64
  %n = arith.constant 1000 : index
  %b = func.call @cf_chain(%n) : (index) -> i64
  vector.print %b : i64
  %c = func.call @chain_in_coroutine() : () -> i64
  vector.print %c : i64
  return
}

// CHECK: 737307
// CHECK-NEXT: 1000
// CHECK-NEXT: 333333000
// CHECK-NEXT: 48422
// CHECK-NEXT: 2505
