// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @load_index_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_index_count(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_not_memref(%i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'index'}}
  %0 = "memref.load"(%i) : (index) -> index
  return
}

// -----

func.func @alloc_dynamic_sizes() {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<4x?xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

func.func @alloca_symbols() {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloca() : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_offset_rank(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_dynamic_offset(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<2xf32, strided<[1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32>'}}
  %0 = memref.subview %m[%i] [2] [1] : memref<4xf32> to memref<2xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2xf32, strided<[1], offset: 1>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32, strided<[1], offset: 1>>'}}
  %0 = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @subview_element(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2xi32, strided<[1], offset: 1>>'}}
  %0 = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xi32, strided<[1], offset: 1>>
  return
}

// -----

func.func @subview_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4xf32>' and subview memref type 'memref<2xf32, strided<[1], offset: 1>, 3>'}}
  %0 = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>, 3>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = memref.subview %m[3] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 3>>
  return
}

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global "private" @bad_init : memref<2xf32> = dense<[1.0, 2.0, 3.0]>

// -----

// expected-error @+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global "private" @dynamic_global : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @generic_atomic_rmw_arg(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @atomic_rmw_subscripts(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @assume_alignment_pow2(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %x = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @copy_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_element(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @expand_size(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (20)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<16xf32> into memref<4x5xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (17) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<17xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (2) inconsistent with number of reassociation indices (1)}}
  %0 = memref.collapse_shape %m [[0]] : memref<4x4xf32> into memref<4xf32>
  return
}

// -----

func.func @view_sizes(%b: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<*xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[2]>>
  return
}

// -----

func.func @reinterpret_cast_element(%m: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<16xf32>
  return
}

// -----

func.func @dim_of_rank_0(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @view_source(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = memref.view %m[%i][] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @return_outside_scope() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @scope_result_count(%i: index) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  memref.alloca_scope {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %i : index
  }
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<16xf32, strided<[2]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32, strided<[8, 2]>>' but found 'memref<4x4xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%i, 2] : memref<4xf32> into memref<2x2xf32>
  return
}

// -----

func.func @subview_offset_count(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [4] [1] : memref<4x4xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_negative_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0] [-1, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_offset_out_of_bounds(%m: memref<4x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = memref.subview %m[4, 0] [0, 4] [1, 1] : memref<4x4xf32> to memref<0x4xf32, strided<[4, 1], offset: 16>>
  return
}

// -----

func.func @reshape_dynamic_shape(%m: memref<4x4xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xi32>) -> memref<16xf32>
  return
}

// -----

func.func @scope_result_type() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1 : i32
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %c : i32
  }
  return
}

// -----

// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

// generic_atomic_rmw's body gets no implicit memref.atomic_yield (message checked with mlir-opt-22).
func.func @atomic_body_without_yield(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error @+1 {{block with no terminator}}
    %c = arith.addf %cur, %cur : f32
  }
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_symbols(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j)[s] -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_static_result(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32>
  return
}

// -----

// With dynamic sizes the permuted strides stay symbols: even the identity permutation does not
// give back the identity layout.
func.func @transpose_dynamic_identity(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

// A semi-affine layout is compared as simplified, which keeps `d1 + d0 * s0` as written.
func.func @transpose_semi_affine_order(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 + d0 * s0)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 + d0 * s0)>>
  return
}

// -----

func.func @transpose_offset(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, strided<[?, ?], offset: 5>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: 5>>
  return
}

// -----

func.func @transpose_negative_stride(%m: memref<4x5xf32, strided<[-5, 1], offset: 20>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 - d1 * 5 + 20)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32, strided<[-5, 1], offset: 20>> to memref<5x4xf32>
  return
}

// -----

func.func @transpose_memory_space(%m: memref<4x5xf32, 2>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x4xf32, strided<[1, 5]>>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>, 2>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32, 2> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_not_strided(%m: memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<*xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_unranked_result(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<*xf32>
  return
}

// -----

func.func @realloc_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf64>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf64>
  return
}

// -----

func.func @realloc_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unnecessary_size(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<8x2xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8x2xf32>
  return
}

// -----

func.func @realloc_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.realloc"(%m) <{alignment = 12 : i64}> : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @prefetch_few_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

// Upstream says "too few" for too many too.
func.func @prefetch_many_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i, %i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i, %i], modify, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i, %i], read, locality<3>, both : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<4>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality_keyword(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %m[%i, %i], read, local<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.prefetch %m[], read, locality<3>, data : memref<*xf32>
  return
}

// -----

func.func @prefetch_missing_attr(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'localityHint'}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_bool_attr(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'isWrite' failed to satisfy constraint: bool attribute}}
  "memref.prefetch"(%m, %i) {isDataCache = true, isWrite = 1 : i32, localityHint = 1 : i32} : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @memory_space_cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf64, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf64, 1>
  return
}

// -----

// Unlike memref.cast, a static size may not become dynamic.
func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

// Layouts must be the same attribute: strided<[1]> is not the identity layout here.
func.func @memory_space_cast_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[1]>, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[1]>, 1>
  return
}

// -----

func.func @memory_space_cast_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @memory_space_cast_unranked_element(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<*xf32>' and result type 'memref<*xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<*xf32> to memref<*xi32, 1>
  return
}
