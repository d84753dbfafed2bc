// RUN: loomlir opt %s --async-runtime-ref-counting | FileCheck %s
// loomlir only: upstream rejects reference counted values passed to successor blocks, and
// adds no reference for an scf.for init operand or a yield of a value from above (its output
// drops such a token twice: once inside the region, once after the op).
// Rule: a block argument owns one reference; a branch moves the value's own reference when
// the value is dead in the successor and adds one for every other forwarded copy.
// The expected placement below is worked out by hand from that rule.

// The token moves into the loop header argument; the header's argument moves on along the
// back edge, and dies at the await on exit.
// CHECK-LABEL: func.func @cf_chain
// CHECK: %[[T0:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: cf.br ^[[HEAD:.*]](%{{.*}}, %[[T0]] : index, !async.token)
// CHECK: ^[[HEAD]](%[[I:.*]]: index, %[[PREV:.*]]: !async.token):
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK-NEXT: async.runtime.await %[[PREV]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[PREV]] {count = 1 : i64} : !async.token
// CHECK-NEXT: %[[NEXT:.*]] = async.runtime.create : !async.token
// CHECK: cf.br ^[[HEAD]](%{{.*}}, %[[NEXT]] : index, !async.token)
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: async.runtime.await %[[PREV]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[PREV]] {count = 1 : i64} : !async.token
// CHECK-NEXT: return
func.func @cf_chain(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.runtime.create : !async.token
  cf.br ^loop(%c0, %t0 : index, !async.token)
^loop(%i: index, %prev: !async.token):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  async.runtime.await %prev : !async.token
  %next = async.runtime.create : !async.token
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %next : index, !async.token)
^exit:
  async.runtime.await %prev : !async.token
  return
}

// Still live after the branch: the forwarded copy gets a new reference in the successor.
// CHECK-LABEL: func.func @copy_stays_live
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[A:.*]](%[[T]] : !async.token), ^[[B:.*]]
// CHECK: ^[[A]](%[[X:.*]]: !async.token):
// CHECK-NEXT: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[X]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[X]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[B]]
// CHECK: ^[[B]]:
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
func.func @copy_stays_live(%c: i1) {
  %t = async.runtime.create : !async.token
  cf.cond_br %c, ^a(%t : !async.token), ^b
^a(%x: !async.token):
  async.runtime.await %x : !async.token
  cf.br ^b
^b:
  async.runtime.await %t : !async.token
  return
}

// Forwarded twice and dead afterwards: one reference moves, one is added.
// CHECK-LABEL: func.func @forward_twice
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[B:.*]](%[[T]], %[[T]] : !async.token, !async.token)
// CHECK: ^[[B]](%[[X:.*]]: !async.token, %[[Y:.*]]: !async.token):
// CHECK-NEXT: async.runtime.await %[[X]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[X]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[Y]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[Y]] {count = 1 : i64} : !async.token
func.func @forward_twice() {
  %t = async.runtime.create : !async.token
  cf.br ^b(%t, %t : !async.token, !async.token)
^b(%x: !async.token, %y: !async.token):
  async.runtime.await %x : !async.token
  async.runtime.await %y : !async.token
  return
}

// Moved on one edge, dead on the other edge into a shared block: that edge gets its own
// block that drops the token.
// CHECK-LABEL: func.func @moved_or_dropped
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[USE:.*]](%[[T]] : !async.token), ^[[EDGE:.*]]
// CHECK: ^[[USE]](%[[X:.*]]: !async.token):
// CHECK-NEXT: async.runtime.await %[[X]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[X]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[JOIN:.*]]
// CHECK: ^[[EDGE]]:
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: cf.br ^[[JOIN]]
// CHECK: ^[[JOIN]]:
// CHECK-NEXT: return
func.func @moved_or_dropped(%c: i1) {
  %t = async.runtime.create : !async.token
  cf.cond_br %c, ^use(%t : !async.token), ^join
^use(%x: !async.token):
  async.runtime.await %x : !async.token
  cf.br ^join
^join:
  return
}

// scf.for iter_args: the init operand hands a reference to the loop, each iteration's
// argument owns one and yields the next token, and the loop result owns the last one.
// CHECK-LABEL: func.func @scf_for_chain
// CHECK: %[[T0:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.add_ref %[[T0]] {count = 1 : i64} : !async.token
// CHECK-NEXT: %[[LAST:.*]] = scf.for {{.*}} iter_args(%[[PREV:.*]] = %[[T0]]) -> (!async.token) {
// CHECK-NEXT: async.runtime.await %[[PREV]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[PREV]] {count = 1 : i64} : !async.token
// CHECK-NEXT: %[[NEXT:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: scf.yield %[[NEXT]] : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: async.runtime.drop_ref %[[T0]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[LAST]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[LAST]] {count = 1 : i64} : !async.token
func.func @scf_for_chain(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.runtime.create : !async.token
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0) -> !async.token {
    async.runtime.await %prev : !async.token
    %next = async.runtime.create : !async.token
    scf.yield %next : !async.token
  }
  async.runtime.await %last : !async.token
  return
}

// Yielding a value from above out of scf.if hands the result a new reference.
// CHECK-LABEL: func.func @yield_captured
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (!async.token) {
// CHECK-NEXT: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: scf.yield %[[T]] : !async.token
// CHECK: } else {
// CHECK-NEXT: %[[U:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: scf.yield %[[U]] : !async.token
// CHECK: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[R]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[R]] {count = 1 : i64} : !async.token
func.func @yield_captured(%c: i1) {
  %t = async.runtime.create : !async.token
  %r = scf.if %c -> !async.token {
    scf.yield %t : !async.token
  } else {
    %u = async.runtime.create : !async.token
    scf.yield %u : !async.token
  }
  async.runtime.await %r : !async.token
  return
}
