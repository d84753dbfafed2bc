// RUN: loomlir opt %s --arith-expand="include-bf16 include-f8e8m0" --split-input-file --verify-diagnostics
// Casts with an explicit rounding mode have no expansion: an illegal op that cannot be expanded
// fails the pass, as mlir-opt-22's does. A scaling op fails when a cast it creates cannot be
// expanded.

func.func @bf16_rounding_mode(%f: f32) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %f toward_zero : f32 to bf16
  return %0 : bf16
}

// -----

func.func @f8e8m0_rounding_mode(%f: f32) -> f8E8M0FNU {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %f upward : f32 to f8E8M0FNU
  return %0 : f8E8M0FNU
}

// -----

func.func @scaling_rounding_mode(%f: f32, %s: f32) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'arith.scaling_truncf' that was explicitly marked illegal}}
  %0 = arith.scaling_truncf %f, %s downward : f32, f32 to bf16
  return %0 : bf16
}
