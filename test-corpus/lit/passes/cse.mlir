// RUN: loomlir opt %s --cse | FileCheck %s
// CSE merges pure (and effect-free) ops, commutative operands in any order, into nested regions (checked against mlir-opt-22).

func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.addi %a, %b : i32
  %d = arith.divsi %a, %b : i32
  %e = arith.divsi %a, %b : i32
  %x = arith.muli %d, %e : i32
  %r = scf.if %c -> i32 {
    %3 = arith.addi %a, %b : i32
    scf.yield %3 : i32
  } else {
    scf.yield %1 : i32
  }
  %dead = arith.muli %a, %a : i32
  return %0, %2, %r : i32, i32, i32
}
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:   scf.yield %0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %2 : i32, i32, i32
// CHECK-NEXT: }

