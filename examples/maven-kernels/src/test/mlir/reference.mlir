// Test-only kernels (the plugin's test-compile goal makes com.example.Reference of this file):
// a second spelling of kernels.mlir's @poly to check it against.

// 3x^2 + 2x + 1, term by term
func.func @poly_terms(%x: f64) -> f64 {
  %c1 = arith.constant 1.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c3 = arith.constant 3.0 : f64
  %xx = arith.mulf %x, %x : f64
  %a = arith.mulf %c3, %xx : f64
  %b = arith.mulf %c2, %x : f64
  %ab = arith.addf %a, %b : f64
  %r = arith.addf %ab, %c1 : f64
  return %r : f64
}
