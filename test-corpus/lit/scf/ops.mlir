// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// The custom syntax of the scf dialect (implicit terminators, iter_args, regions).

func.func private @use(f32)
func.func private @make() -> f32

func.func @for_loops(%lb: index, %ub: index, %st: index, %x: f32, %i32: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
  }
  scf.for %i = %lb to %ub step %st {
    func.call @use(%x) : (f32) -> ()
    scf.yield
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  %r2:2 = scf.for unsigned %i = %i32 to %i32 step %i32 iter_args(%a = %x, %b = %x) -> (f32, f32) : i32 {
    scf.yield %a, %b : f32, f32
  }
  scf.for %i = %i32 to %i32 step %i32 : i32 {
    func.call @use(%x) : (f32) -> ()
  } {test.attr = 1 : i64}
  %r3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    %n = scf.for %j = %lb to %ub step %st iter_args(%b = %a) -> (f32) {
      scf.yield %b : f32
    }
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @ifs(%c: i1, %x: f32) -> f32 {
  scf.if %c {
  }
  scf.if %c {
    func.call @use(%x) : (f32) -> ()
  } else {
    func.call @use(%x) : (f32) -> ()
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %m = func.call @make() : () -> f32
    scf.yield %m : f32
  } {test.attr}
  %p:2 = scf.if %c -> (f32, i1) {
    scf.yield %x, %c : f32, i1
  } else {
    scf.yield %x, %c : f32, i1
  }
  return %y : f32
}

func.func @whiles(%c: i1, %x: f32) -> f32 {
  %w = scf.while (%arg = %x) : (f32) -> f32 {
    scf.condition(%c) %arg : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %w2:2 = scf.while (%a = %x, %b = %c) : (f32, i1) -> (i1, f32) {
    scf.condition(%b) %b, %a : i1, f32
  } do {
  ^bb0(%b2: i1, %a2: f32):
    scf.yield %a2, %b2 : f32, i1
  } attributes {test.attr}
  return %w : f32
}

func.func @parallels(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    func.call @use(%x) : (f32) -> ()
    scf.reduce
  } {test.attr}
  %q:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %x) -> (f32, f32) {
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %r : f32
    }
  }
  return %p : f32
}

func.func @execute_regions(%c: i1, %i: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    scf.yield %i : i32
  }
  scf.execute_region {
    scf.yield
  }
  %f = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %i : i32
  ^bb2:
    scf.yield %e : i32
  } {test.attr}
  return %f : i32
}

func.func @index_switches(%idx: index, %i: i32, %x: f32) -> i32 {
  %s = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %i : i32
  }
  case -5 {
    scf.yield %i : i32
  }
  default {
    scf.yield %i : i32
  }
  scf.index_switch %idx
  default {
  }
  scf.index_switch %idx {test.attr}
  case 0 {
    func.call @use(%x) : (f32) -> ()
    scf.yield
  }
  default {
    func.call @use(%x) : (f32) -> ()
  }
  %t:2 = scf.index_switch %idx -> i32, f32
  default {
    scf.yield %i, %x : i32, f32
  }
  return %s : i32
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func private @use(f32)
// CHECK-LABEL: func.func private @make() -> f32
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: func.call @use(%arg3) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for unsigned %arg5 = %arg4 to %arg4 step %arg4 iter_args(%arg6 = %arg3, %arg7 = %arg3) -> (f32, f32)  : i32 {
// CHECK-NEXT: scf.yield %arg6, %arg7 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: func.call @use(%arg3) : (f32) -> ()
// CHECK-NEXT: } {test.attr = 1 : i64}
// CHECK-NEXT: %2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (f32) {
// CHECK-NEXT: scf.yield %arg8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: func.call @use(%arg1) : (f32) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @use(%arg1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = func.call @make() : () -> f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } {test.attr}
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT: scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @whiles(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg0) %arg2 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg1, %arg3 = %arg0) : (f32, i1) -> (i1, f32) {
// CHECK-NEXT: scf.condition(%arg3) %arg3, %arg2 : i1, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i1, %arg3: f32):
// CHECK-NEXT: scf.yield %arg3, %arg2 : f32, i1
// CHECK-NEXT: } attributes {test.attr}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallels(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: func.call @use(%arg3) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {test.attr}
// CHECK-NEXT: %1:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: scf.reduce.return %arg5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_regions(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: } {test.attr}
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_switches(%arg0: index, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {test.attr}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: func.call @use(%arg2) : (f32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: func.call @use(%arg2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> i32, f32
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
