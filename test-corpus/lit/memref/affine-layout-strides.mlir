// RUN: loomlir opt %s --split-input-file --verify-diagnostics

// Strides and offsets of affine-map layouts, seen through memref.cast (which accepts a
// static value only when equal, a dynamic one always): the map is simplified first, so
// only the terms that survive count. Every verdict here is mlir-opt-22's.

// d0 + s0 - s0: the symbol cancels, so the offset is 0, not dynamic.
#cancelled_symbol = affine_map<(d0)[s0] -> (d0 + s0 - s0)>
func.func @cancelled_symbol(%m: memref<4xf32, #cancelled_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbol> to memref<4xf32, strided<[1]>>
  return
}

// -----

#cancelled_symbol = affine_map<(d0)[s0] -> (d0 + s0 - s0)>
func.func @cancelled_symbol_rejects(%m: memref<4xf32, #cancelled_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0 - s0)>>' and result type 'memref<4xf32, strided<[1], offset: 5>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbol> to memref<4xf32, strided<[1], offset: 5>>
  return
}

// -----

// d0 * 2 + d1 - d0: d0's stride is what is left, 1.
#cancelled_dim = affine_map<(d0, d1) -> (d0 * 2 + d1 - d0)>
func.func @cancelled_dim(%m: memref<4x4xf32, #cancelled_dim>) {
  %0 = memref.cast %m : memref<4x4xf32, #cancelled_dim> to memref<4x4xf32, strided<[1, 1]>>
  return
}

// -----

#cancelled_dim = affine_map<(d0, d1) -> (d0 * 2 + d1 - d0)>
func.func @cancelled_dim_rejects(%m: memref<4x4xf32, #cancelled_dim>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 2 + d1 - d0)>>' and result type 'memref<4x4xf32, strided<[2, 1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #cancelled_dim> to memref<4x4xf32, strided<[2, 1]>>
  return
}

// -----

// d0 + 2 + 3: the constants fold into the offset 5.
#folded_constants = affine_map<(d0) -> (d0 + 2 + 3)>
func.func @folded_constants(%m: memref<4xf32, #folded_constants>) {
  %0 = memref.cast %m : memref<4xf32, #folded_constants> to memref<4xf32, strided<[1], offset: 5>>
  return
}

// -----

#folded_constants = affine_map<(d0) -> (d0 + 2 + 3)>
func.func @folded_constants_rejects(%m: memref<4xf32, #folded_constants>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0) -> (d0 + 5)>>' and result type 'memref<4xf32, strided<[1], offset: 2>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #folded_constants> to memref<4xf32, strided<[1], offset: 2>>
  return
}

// -----

// d0 + s0 * 3: a symbol in the offset makes it dynamic.
#symbol_times_constant = affine_map<(d0)[s0] -> (d0 + s0 * 3)>
func.func @symbol_times_constant(%m: memref<4xf32, #symbol_times_constant>) {
  %0 = memref.cast %m : memref<4xf32, #symbol_times_constant> to memref<4xf32, strided<[1]>>
  %1 = memref.cast %m : memref<4xf32, #symbol_times_constant> to memref<4xf32, strided<[1], offset: 7>>
  return
}

// -----

#symbol_times_constant = affine_map<(d0)[s0] -> (d0 + s0 * 3)>
func.func @symbol_times_constant_rejects(%m: memref<4xf32, #symbol_times_constant>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0 * 3)>>' and result type 'memref<4xf32, strided<[3], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #symbol_times_constant> to memref<4xf32, strided<[3], offset: ?>>
  return
}

// -----

// d0 * s0: a symbol in a stride makes it dynamic; the offset stays 0.
#dim_times_symbol = affine_map<(d0)[s0] -> (d0 * s0)>
func.func @dim_times_symbol(%m: memref<4xf32, #dim_times_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #dim_times_symbol> to memref<4xf32, strided<[1]>>
  %1 = memref.cast %m : memref<4xf32, #dim_times_symbol> to memref<4xf32, strided<[5]>>
  return
}

// -----

#dim_times_symbol = affine_map<(d0)[s0] -> (d0 * s0)>
func.func @dim_times_symbol_rejects(%m: memref<4xf32, #dim_times_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (d0 * s0)>>' and result type 'memref<4xf32, strided<[?], offset: 5>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #dim_times_symbol> to memref<4xf32, strided<[?], offset: 5>>
  return
}

// -----

// d0 * s0 + d0 - d0 * s0: the product cancels, the stride is 1.
#cancelled_dim_times_symbol = affine_map<(d0)[s0] -> (d0 * s0 + d0 - d0 * s0)>
func.func @cancelled_dim_times_symbol(%m: memref<4xf32, #cancelled_dim_times_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #cancelled_dim_times_symbol> to memref<4xf32, strided<[1]>>
  return
}

// -----

#cancelled_dim_times_symbol = affine_map<(d0)[s0] -> (d0 * s0 + d0 - d0 * s0)>
func.func @cancelled_dim_times_symbol_rejects(%m: memref<4xf32, #cancelled_dim_times_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (d0 * s0 + d0 - d0 * s0)>>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #cancelled_dim_times_symbol> to memref<4xf32, strided<[2]>>
  return
}

// -----

// d0 * s0 + d1 * s1 - d0 * s0 + d0 * 3: d0's stride is 3, d1's dynamic.
#symbol_stride_cancelled_by_constant_stride = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1 - d0 * s0 + d0 * 3)>
func.func @symbol_stride_cancelled_by_constant_stride(%m: memref<4x4xf32, #symbol_stride_cancelled_by_constant_stride>) {
  %0 = memref.cast %m : memref<4x4xf32, #symbol_stride_cancelled_by_constant_stride> to memref<4x4xf32, strided<[3, 8]>>
  return
}

// -----

#symbol_stride_cancelled_by_constant_stride = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1 - d0 * s0 + d0 * 3)>
func.func @symbol_stride_cancelled_by_constant_stride_rejects(%m: memref<4x4xf32, #symbol_stride_cancelled_by_constant_stride>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1 - d0 * s0 + d0 * 3)>>' and result type 'memref<4x4xf32, strided<[?, ?], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #symbol_stride_cancelled_by_constant_stride> to memref<4x4xf32, strided<[?, ?], offset: 1>>
  return
}

// -----

// mod is not strided.
#mod = affine_map<(d0) -> (d0 mod 2)>
func.func @mod_not_strided(%m: memref<4xf32, #mod>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>' and result type 'memref<4xf32, strided<[?], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #mod> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// floordiv is not strided.
#floordiv = affine_map<(d0) -> (d0 floordiv 2)>
func.func @floordiv_not_strided(%m: memref<4xf32, #floordiv>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>' and result type 'memref<4xf32, strided<[?], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #floordiv> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// Not even in the offset: s0 mod 2 is not strided.
#symbol_mod = affine_map<(d0)[s0] -> (d0 + s0 mod 2)>
func.func @symbol_mod_not_strided(%m: memref<4xf32, #symbol_mod>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0 mod 2)>>' and result type 'memref<4xf32, strided<[?], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #symbol_mod> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// d0 + s0 * s1: a semi-affine product of symbols is a dynamic offset.
#symbol_times_symbol = affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>
func.func @symbol_times_symbol(%m: memref<4xf32, #symbol_times_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #symbol_times_symbol> to memref<4xf32, strided<[1], offset: 3>>
  %1 = memref.cast %m : memref<4xf32, #symbol_times_symbol> to memref<4xf32, strided<[1], offset: 4>>
  return
}

// -----

#symbol_times_symbol = affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>
func.func @symbol_times_symbol_rejects(%m: memref<4xf32, #symbol_times_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>>' and result type 'memref<4xf32, strided<[2], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #symbol_times_symbol> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

// d0 + s0 * s1 - s0 * s1: the product cancels, the offset is 0.
#cancelled_symbol_times_symbol = affine_map<(d0)[s0, s1] -> (d0 + s0 * s1 - s0 * s1)>
func.func @cancelled_symbol_times_symbol(%m: memref<4xf32, #cancelled_symbol_times_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbol_times_symbol> to memref<4xf32, strided<[1]>>
  return
}

// -----

#cancelled_symbol_times_symbol = affine_map<(d0)[s0, s1] -> (d0 + s0 * s1 - s0 * s1)>
func.func @cancelled_symbol_times_symbol_rejects(%m: memref<4xf32, #cancelled_symbol_times_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 * s1 - s0 * s1)>>' and result type 'memref<4xf32, strided<[1], offset: 3>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbol_times_symbol> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

// d0 * (s0 * s1): a dynamic stride.
#dim_times_product_of_symbols = affine_map<(d0)[s0, s1] -> (d0 * (s0 * s1))>
func.func @dim_times_product_of_symbols(%m: memref<4xf32, #dim_times_product_of_symbols>) {
  %0 = memref.cast %m : memref<4xf32, #dim_times_product_of_symbols> to memref<4xf32, strided<[6]>>
  %1 = memref.cast %m : memref<4xf32, #dim_times_product_of_symbols> to memref<4xf32, strided<[7]>>
  return
}

// -----

#dim_times_product_of_symbols = affine_map<(d0)[s0, s1] -> (d0 * (s0 * s1))>
func.func @dim_times_product_of_symbols_rejects(%m: memref<4xf32, #dim_times_product_of_symbols>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 * (s0 * s1))>>' and result type 'memref<4xf32, strided<[?], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #dim_times_product_of_symbols> to memref<4xf32, strided<[?], offset: 1>>
  return
}

// -----

// (d0 + d1) * s0: the symbol scales both strides.
#sum_of_dims_times_symbol = affine_map<(d0, d1)[s0] -> ((d0 + d1) * s0)>
func.func @sum_of_dims_times_symbol(%m: memref<4x4xf32, #sum_of_dims_times_symbol>) {
  %0 = memref.cast %m : memref<4x4xf32, #sum_of_dims_times_symbol> to memref<4x4xf32, strided<[2, 3]>>
  return
}

// -----

#sum_of_dims_times_symbol = affine_map<(d0, d1)[s0] -> ((d0 + d1) * s0)>
func.func @sum_of_dims_times_symbol_rejects(%m: memref<4x4xf32, #sum_of_dims_times_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> ((d0 + d1) * s0)>>' and result type 'memref<4x4xf32, strided<[?, ?], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #sum_of_dims_times_symbol> to memref<4x4xf32, strided<[?, ?], offset: 1>>
  return
}

// -----

// s0 * (d0 + d1 * 2): the same with the symbol on the left.
#symbol_times_sum_of_dims = affine_map<(d0, d1)[s0] -> (s0 * (d0 + d1 * 2))>
func.func @symbol_times_sum_of_dims(%m: memref<4x4xf32, #symbol_times_sum_of_dims>) {
  %0 = memref.cast %m : memref<4x4xf32, #symbol_times_sum_of_dims> to memref<4x4xf32, strided<[2, 3]>>
  return
}

// -----

#symbol_times_sum_of_dims = affine_map<(d0, d1)[s0] -> (s0 * (d0 + d1 * 2))>
func.func @symbol_times_sum_of_dims_rejects(%m: memref<4x4xf32, #symbol_times_sum_of_dims>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> ((d0 + d1 * 2) * s0)>>' and result type 'memref<4x4xf32, strided<[?, ?], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #symbol_times_sum_of_dims> to memref<4x4xf32, strided<[?, ?], offset: 1>>
  return
}

// -----

// (d0 + 1) * s0: the symbol scales the offset too.
#shifted_dim_times_symbol = affine_map<(d0)[s0] -> ((d0 + 1) * s0)>
func.func @shifted_dim_times_symbol(%m: memref<4xf32, #shifted_dim_times_symbol>) {
  %0 = memref.cast %m : memref<4xf32, #shifted_dim_times_symbol> to memref<4xf32, strided<[4], offset: 4>>
  %1 = memref.cast %m : memref<4xf32, #shifted_dim_times_symbol> to memref<4xf32, strided<[5], offset: 6>>
  return
}

// -----

// d0 + s0 + s1: a dynamic offset.
#several_symbols = affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>
func.func @several_symbols(%m: memref<4xf32, #several_symbols>) {
  %0 = memref.cast %m : memref<4xf32, #several_symbols> to memref<4xf32, strided<[1]>>
  %1 = memref.cast %m : memref<4xf32, #several_symbols> to memref<4xf32, strided<[1], offset: 9>>
  return
}

// -----

// d0 + s0 + s1 - s0 - s1 + 7: both symbols cancel, the offset is 7.
#cancelled_symbols = affine_map<(d0)[s0, s1] -> (d0 + s0 + s1 - s0 - s1 + 7)>
func.func @cancelled_symbols(%m: memref<4xf32, #cancelled_symbols>) {
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbols> to memref<4xf32, strided<[1], offset: 7>>
  return
}

// -----

#cancelled_symbols = affine_map<(d0)[s0, s1] -> (d0 + s0 + s1 - s0 - s1 + 7)>
func.func @cancelled_symbols_rejects(%m: memref<4xf32, #cancelled_symbols>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 + s1 - s0 - s1 + 7)>>' and result type 'memref<4xf32, strided<[1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #cancelled_symbols> to memref<4xf32, strided<[1]>>
  return
}

// -----

// 3 + d1 + d0 * 4: the order of the terms does not matter.
#reordered_terms = affine_map<(d0, d1) -> (3 + d1 + d0 * 4)>
func.func @reordered_terms(%m: memref<4x4xf32, #reordered_terms>) {
  %0 = memref.cast %m : memref<4x4xf32, #reordered_terms> to memref<4x4xf32, strided<[4, 1], offset: 3>>
  return
}

// -----

#reordered_terms = affine_map<(d0, d1) -> (3 + d1 + d0 * 4)>
func.func @reordered_terms_rejects(%m: memref<4x4xf32, #reordered_terms>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1 + d0 * 4 + 3)>>' and result type 'memref<4x4xf32, strided<[1, 4], offset: 3>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #reordered_terms> to memref<4x4xf32, strided<[1, 4], offset: 3>>
  return
}

// -----

// s0 + d1 * s0 + d0: strides [1, ?], dynamic offset.
#reordered_symbolic_terms = affine_map<(d0, d1)[s0] -> (s0 + d1 * s0 + d0)>
func.func @reordered_symbolic_terms(%m: memref<4x4xf32, #reordered_symbolic_terms>) {
  %0 = memref.cast %m : memref<4x4xf32, #reordered_symbolic_terms> to memref<4x4xf32, strided<[1, 9], offset: 2>>
  return
}

// -----

#reordered_symbolic_terms = affine_map<(d0, d1)[s0] -> (s0 + d1 * s0 + d0)>
func.func @reordered_symbolic_terms_rejects(%m: memref<4x4xf32, #reordered_symbolic_terms>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + s0 + d0)>>' and result type 'memref<4x4xf32, strided<[2, ?], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #reordered_symbolic_terms> to memref<4x4xf32, strided<[2, ?], offset: ?>>
  return
}

// -----

// Two results are not strided.
#more_results_than_dims = affine_map<(d0) -> (d0, d0)>
func.func @more_results_than_dims_not_strided(%m: memref<4xf32, #more_results_than_dims>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0) -> (d0, d0)>>' and result type 'memref<4xf32, strided<[?], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #more_results_than_dims> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// d0 * 4 + d1 on 4x4 is the row-major layout.
#identity_in_disguise = affine_map<(d0, d1) -> (d0 * 4 + d1)>
func.func @identity_in_disguise(%m: memref<4x4xf32, #identity_in_disguise>) {
  %0 = memref.cast %m : memref<4x4xf32, #identity_in_disguise> to memref<4x4xf32>
  return
}

// -----

#identity_in_disguise = affine_map<(d0, d1) -> (d0 * 4 + d1)>
func.func @identity_in_disguise_rejects(%m: memref<4x4xf32, #identity_in_disguise>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>' and result type 'memref<4x4xf32, strided<[4, 1], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #identity_in_disguise> to memref<4x4xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

// d0 * 4 + d1 + s0 - s0 is too, once s0 cancels.
#identity_behind_cancelled_symbol = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 - s0)>
func.func @identity_behind_cancelled_symbol(%m: memref<4x4xf32, #identity_behind_cancelled_symbol>) {
  %0 = memref.cast %m : memref<4x4xf32, #identity_behind_cancelled_symbol> to memref<4x4xf32>
  return
}

// -----

#identity_behind_cancelled_symbol = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 - s0)>
func.func @identity_behind_cancelled_symbol_rejects(%m: memref<4x4xf32, #identity_behind_cancelled_symbol>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 - s0)>>' and result type 'memref<4x4xf32, strided<[4, 1], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, #identity_behind_cancelled_symbol> to memref<4x4xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

// A constant map: stride 0, offset 5.
#constant_only = affine_map<(d0) -> (5)>
func.func @constant_only(%m: memref<4xf32, #constant_only>) {
  %0 = memref.cast %m : memref<4xf32, #constant_only> to memref<4xf32, strided<[0], offset: 5>>
  return
}

// -----

#constant_only = affine_map<(d0) -> (5)>
func.func @constant_only_rejects(%m: memref<4xf32, #constant_only>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0) -> (5)>>' and result type 'memref<4xf32, strided<[1], offset: 5>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #constant_only> to memref<4xf32, strided<[1], offset: 5>>
  return
}

// -----

// A symbol alone: stride 0, dynamic offset.
#symbol_only = affine_map<(d0)[s0] -> (s0)>
func.func @symbol_only(%m: memref<4xf32, #symbol_only>) {
  %0 = memref.cast %m : memref<4xf32, #symbol_only> to memref<4xf32, strided<[0], offset: 2>>
  return
}

// -----

#symbol_only = affine_map<(d0)[s0] -> (s0)>
func.func @symbol_only_rejects(%m: memref<4xf32, #symbol_only>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, affine_map<(d0)[s0] -> (s0)>>' and result type 'memref<4xf32, strided<[1], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #symbol_only> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

// -d0 + 3: stride -1, offset 3. (Only the message's tail is matched: loomlir prints the
// map as d0 * -1 + 3.)
#negative_stride = affine_map<(d0) -> (-d0 + 3)>
func.func @negative_stride(%m: memref<4xf32, #negative_stride>) {
  %0 = memref.cast %m : memref<4xf32, #negative_stride> to memref<4xf32, strided<[-1], offset: 3>>
  return
}

// -----

#negative_stride = affine_map<(d0) -> (-d0 + 3)>
func.func @negative_stride_rejects(%m: memref<4xf32, #negative_stride>) {
  // expected-error @+1 {{and result type 'memref<4xf32, strided<[1], offset: 3>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, #negative_stride> to memref<4xf32, strided<[1], offset: 3>>
  return
}
