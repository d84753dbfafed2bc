// RUN: loomlir opt %s --convert-scf-to-cf | FileCheck %s
// Every scf op lowered to blocks, laid out as upstream lays them out (checked against mlir-opt-22).

func.func @for_simple(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %c = arith.addi %i, %i : index
  }
  return
}
// CHECK-LABEL: func.func @for_simple(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : index
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @for_iter(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %init, %b = %init) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  }
  return %r#0 : f32
}
// CHECK-LABEL: func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg3 : index, f32, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = arith.addf %1, %2 : f32
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5, %4, %1 : index, f32, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

func.func @for_unsigned(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    %c = arith.addi %i, %i : i32
  }
  return
}
// CHECK-LABEL: func.func @for_unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @if_noelse(%c: i1) {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return
}
// CHECK-LABEL: func.func @if_noelse(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @if_else(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @while(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %0 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @switch(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT:   default: ^bb3,
// CHECK-NEXT:   2: ^bb1,
// CHECK-NEXT:   5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: cf.br ^bb4(%c10_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: cf.br ^bb4(%c20_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: cf.br ^bb4(%c30_i32 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = arith.addi %a, %a : i32
    cf.br ^bb1(%b : i32)
  ^bb1(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }

func.func @par(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}
// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = memref.load %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %4, %arg3[%2, %0] : memref<?x?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @par_reduce(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %one = arith.constant 1.0 : f32
    scf.reduce(%one : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @par_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %3 = arith.addf %1, %cst : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

func.func @nest(%lb: index, %ub: index, %c: i1) -> index {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %lb) -> index {
    %t = scf.if %c -> index {
      scf.for %j = %lb to %i step %lb {
        %z = arith.addi %j, %acc : index
      }
      scf.yield %i : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %t : index
  }
  %q = arith.addi %r, %r : index
  return %q : index
}
// CHECK-LABEL: func.func @nest(%arg0: index, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg0 : index, index)
// CHECK-NEXT: ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb10
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg2, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg0 : index)
// CHECK-NEXT: ^bb4(%3: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %0 : index
// CHECK-NEXT: cf.cond_br %4, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %5 = arith.addi %3, %1 : index
// CHECK-NEXT: %6 = arith.addi %3, %arg0 : index
// CHECK-NEXT: cf.br ^bb4(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb8(%0 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb8(%1 : index)
// CHECK-NEXT: ^bb8(%7: index):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: %8 = arith.addi %0, %arg0 : index
// CHECK-NEXT: cf.br ^bb1(%8, %7 : index, index)
// CHECK-NEXT: ^bb10:  // pred: ^bb1
// CHECK-NEXT: %9 = arith.addi %1, %1 : index
// CHECK-NEXT: return %9 : index
// CHECK-NEXT: }

func.func @dowhile(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.addi %x, %x : i32
    %c = arith.cmpi slt, %y, %x : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @dowhile(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %0 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @switch_noresult(%i: index) {
  scf.index_switch %i
  case 1 {
    %c = arith.constant 10 : i32
    scf.yield
  }
  default {
  }
  return
}
// CHECK-LABEL: func.func @switch_noresult(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT:   default: ^bb2,
// CHECK-NEXT:   1: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @par2(%lb: index, %ub: index, %st: index, %init: f32, %i2: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %i2) -> (f32, i32) {
    %one = arith.constant 1.0 : f32
    %k = arith.index_cast %j : index to i32
    scf.reduce(%one, %k : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.muli %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
// CHECK-LABEL: func.func @par2(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %8 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %9 = arith.addf %5, %cst : f32
// CHECK-NEXT: %10 = arith.muli %6, %8 : i32
// CHECK-NEXT: %11 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%11, %9, %10 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %12 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%12, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }

func.func @exec2(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @exec2(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb4(%c1_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^bb4(%c2_i32 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

