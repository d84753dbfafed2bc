// RUN: loomlir opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s
// Canonicalization patterns found missing by running upstream's tests: cf.assert of true, switches
// nested in switches on the same flag, index's signed divisions at INT_MIN / -1 (checked against
// mlir-opt-22).

// cf.assert of a constant true is erased; of false or an unknown value kept.
func.func @asserts(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "true"
  cf.assert %c, "unknown"
  cf.assert %f, "false"
  return
}
// CHECK-LABEL: func.func @asserts(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %arg0, "unknown"
// CHECK-NEXT: cf.assert %false, "false"
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A switch reached through a case of a switch on the same flag takes that case.
func.func @switch_in_case(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb3(%a : i32),
    42: ^bb1
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3(%b : i32),
    42: ^bb3(%c : i32),
    43: ^bb3(%a : i32)
  ]
^bb3(%r: i32):
  return %r : i32
}
// CHECK-LABEL: func.func @switch_in_case(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb1(%arg3 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// A switch reached as the default of a switch on the same flag drops the cases that lead elsewhere.
func.func @switch_in_default(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb4(%a : i32),
    43: ^bb4(%b : i32)
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb4(%c : i32),
    42: ^bb2,
    44: ^bb3
  ]
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb4(%c : i32)
^bb3:
  "test.bar"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%r: i32):
  return %r : i32
}
// CHECK-LABEL: func.func @switch_in_default(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb3(%arg1 : i32),
// CHECK-NEXT: 43: ^bb3(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3(%arg3 : i32),
// CHECK-NEXT: 44: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// index's signed divisions wrap at INT_MIN / -1, at 64 and at 32 bits.
func.func @index_div_overflow() -> (index, index, index, index, index, index) {
  %min = index.constant -9223372036854775808
  %min32 = index.constant -2147483648
  %m1 = index.constant -1
  %a = index.ceildivs %min, %m1
  %b = index.divs %min, %m1
  %c = index.floordivs %min, %m1
  %d = index.ceildivs %min32, %m1
  %e = index.divs %min32, %m1
  %f = index.floordivs %min32, %m1
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}
// CHECK-LABEL: func.func @index_div_overflow() -> (index, index, index, index, index, index) {
// CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT: %idx2147483648 = index.constant 2147483648
// CHECK-NEXT: return %idx-9223372036854775808, %idx-9223372036854775808, %idx-9223372036854775808, %idx2147483648, %idx2147483648, %idx2147483648 : index, index, index, index, index, index
// CHECK-NEXT: }
