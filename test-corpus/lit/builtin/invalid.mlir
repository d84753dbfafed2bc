// RUN: loomlir opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x} {
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {test.ok, bad = 1} {
}

// -----

func.func @cast(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{expected ')' in affine map range}}
func.func private @unclosed_range() attributes {a = affine_map<(d0) -> ((d0)>}

// -----

// expected-error @+1 {{expected ')'}}
func.func private @unclosed_parenthesis() attributes {a = affine_map<(d0) -> ((d0 + 1, d0)>}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @non_affine(memref<4xf32, affine_map<(d0) -> (d0 * d0)>>)
