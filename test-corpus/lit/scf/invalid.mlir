// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @a(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @b(%lb: index, %i32: i32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @c(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return
}

// -----

func.func @d(%lb: index, %i32: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %i32, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @e(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @g(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @h(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    %z = arith.constant 0 : i32
    // expected-note @+1 {{region branch point}}
    scf.yield %z : i32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @w(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @w2(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note @+1 {{terminator here}}
    scf.condition(%c) %b : f32
  }
  return
}

// -----

func.func @w3(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %f) : (f32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @w4(%c: i1, %f: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %f) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @p1(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @p2(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
  }
  return
}

// -----

func.func @p3(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @p4(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      %z = arith.constant 0 : i32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %z : i32
    }
  }
  return
}

// -----

func.func @p5(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @x1(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  %r = scf.index_switch %lb -> f32
  case 1 {
    scf.yield %f : f32
  }
  case 1 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @x2(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %lb -> f32
  case 1 {
    %z = arith.constant 0 : i32
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %z : i32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @x3(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  %r = "scf.index_switch"(%lb) <{cases = array<i64: 1, 2>}> ({
    scf.yield %f : f32
  }, {
    scf.yield %f : f32
  }) : (index) -> f32
  return
}

// -----

func.func @x4(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %lb -> f32
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @er(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = "scf.execute_region"() ({
  ^bb0(%a: f32):
    scf.yield %a : f32
  }) : () -> f32
  return
}

// -----

func.func @er2(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @y(%f: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %f : f32
}

// -----

func.func @fl(%lb: index, %f: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32, f32) {
  }
  return
}

// -----

func.func @c(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @w1(%c: i1, %f: f32, %i: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%f) ({
  ^bb0(%a: i32):
    scf.condition(%c) %f : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @w2(%c: i1, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @w3(%c: i1, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note @+1 {{region branch point}}
    scf.yield %i : i32
  }
  return
}

// -----

func.func @w4(%c: i1, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @i2(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %f, %f : f32, f32
  }
  return
}

// -----

func.func @f3(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %f : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f4(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %f : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @f5(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index):
    scf.yield %f : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f7(%lb: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %i = %lb to %lb step %lb : f32 {
  }
  return
}

// -----

func.func @p6(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    %z = arith.constant 0 : i32
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%z : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @p7(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @p8(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
    }
  }
  return
}

// -----

func.func @p9(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-note @+1 {{terminator here}}
    scf.reduce.return %f : f32
  }
  return
}

// -----

func.func @x5(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 0 values, but case region #0 returns 1}}
  scf.index_switch %lb
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield %f : f32
  }
  default {
  }
  return
}

// -----

func.func @x2(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %lb -> f32
  case 1 {
    %z = arith.constant 0 : i32
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %z : i32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

// A case region gets no implicit terminator (message checked with mlir-opt-22).
func.func @case_without_yield(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got arith.constant}}
  scf.index_switch %i
  case 1 {
    %c = arith.constant 1 : index
  }
  default {
  }
  return
}
