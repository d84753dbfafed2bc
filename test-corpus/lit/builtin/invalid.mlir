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
