// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// The custom syntax of the cf dialect.

func.func @branches(%c: i1, %a: i32, %b: i64, %flag: i32) {
  cf.assert %c, "boom \"quoted\" \n"
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c weights([3, 5]), ^bb1(%x, %y : i32, i64), ^bb2
^bb2:
  cf.cond_br %c, ^bb3, ^bb1(%x, %y : i32, i64)
^bb3:
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i64),
    42: ^bb2,
    -3: ^bb4(%a : i32)
  ]
^bb4(%z: i32):
  cf.switch %flag : i32, [
    default: ^bb5
  ]
^bb5:
  cf.br ^bb6
^bb6:
  return
}

func.func @switch_i8(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    255: ^bb1,
    7: ^bb1
  ] {test.attr}
^bb1:
  return
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64, %arg3: i32) {
// CHECK-NEXT: cf.assert %arg0, "boom \22quoted\22 \0A"
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1(%0: i32, %1: i64):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb1(%0, %1 : i32, i64), ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb1(%0, %1 : i32, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1, %arg2 : i32, i64),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967293: ^bb4(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%2: i32):  // pred: ^bb3
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_i8(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb1,
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ] {test.attr}
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }

// An empty weight list means "no weights" (not a count mismatch).
func.func @empty_weights(%c: i1) {
  cf.cond_br %c weights([]), ^bb1, ^bb1
^bb1:
  return
}
// CHECK-LABEL: func.func @empty_weights(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0 weights([]), ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
