// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @sqrt_int(%a: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @sqrt_result_type(%a: f32) {
  // expected-error @+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%a) : (f32) -> f64
  return
}

// -----

func.func @absi_float(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @fma_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @fpowi_float_exponent(%a: f32, %b: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %a, %b : f32, f32
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %b : vector<4xf32>, i32
  return
}

// -----

func.func @fpowi_result(%a: f32, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
  return
}

// -----

func.func @ipowi_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @isnan_result(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @isnan_result_shape(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @sincos_types(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}
