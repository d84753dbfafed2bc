// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @r1() -> i32 {
  %c = arith.constant 0 : i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @r1}}
  return %c : i64
}

// -----

func.func @r2() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@r2) returns 1}}
  return
}

// -----

func.func @c1(%a: i32) {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope(%a) : (i32) -> ()
  return
}

// -----

func.func private @t(%a: i64) -> i64
func.func @c2(%a: i32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0}}
  call @t(%a) : (i32) -> i64
  return
}

// -----

func.func private @t(%a: i32) -> i64
func.func @c3(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i32'}}
  // expected-note @+1 {{function result types: 'i64'}}
  %r = call @t(%a) : (i32) -> i32
  return
}

// -----

func.func private @t(%a: i32) -> i64
func.func @c4(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  call @t() : () -> i64
  return
}

// -----

func.func private @t(%a: i32) -> i64
func.func @c5(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @t(%a) : (i32) -> ()
  return
}

// -----

func.func @k() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = constant @nope : () -> ()
  return
}

// -----

func.func @k2() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = constant @k2 : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "e1"}> ({
^bb0(%a: i64):
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "e2"}> ({
^bb0:
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @e3(%a: i32 {foo}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func @e4() -> (i32 {foo}) {
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "e5"}> ({
^bb0(%a: i32):
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @e6() attributes {sym_name = "x"} {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @e7() {
}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @e8(%a: i32, i32)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @e9(i32, %a: i32)

// -----

func.func private @t(%a: i32) -> i64
func.func @ci(%a: i32) {
  // expected-note @+1 {{prior use here}}
  %f = constant @t : (i32) -> i64
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: '(i32) -> i32' vs '(i32) -> i64'}}
  %r = call_indirect %f(%a) : (i32) -> i32
  return
}

// -----

func.func @g() {
  "func.return"() : () -> ()
}
// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()
