// RUN: loomlir opt %s --lower-affine -split-input-file -verify-diagnostics

// lower-affine's errors, as mlir-opt-22 reports them: affine expressions dividing by a
// non-positive constant have no arith expansion. loomlir stops at the first such op; upstream
// reports each and leaves them in place (and crashes on one in a loop bound).

func.func @floordiv_by_negative(%a: index) -> index {
  // expected-error@+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  return %0 : index
}
// -----
func.func @mod_by_negative(%a: index) -> index {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod -3)>(%a)
  return %0 : index
}
// -----
func.func @ceildiv_by_negative(%a: index) -> index {
  // expected-error@+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 ceildiv -3)>(%a)
  return %0 : index
}
// -----
func.func @load_index_mod_negative(%A: memref<10xf32>, %a: index) -> f32 {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.load %A[%a mod -4] : memref<10xf32>
  return %0 : f32
}
