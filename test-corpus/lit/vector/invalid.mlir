// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @print_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @print_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}

// -----

func.func @print_str_and_source(%x: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %x : f32 str "a"
  return
}

// -----

func.func @print_str_and_punctuation() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "a" punctuation <comma>
  return
}

// -----

func.func @print_punctuation_first() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print punctuation <comma> str "a"
  return
}

// -----

func.func @broadcast_element_type(%x: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %b = vector.broadcast %x : f32 to vector<4xi32>
  return
}

// -----

func.func @broadcast_dims(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %b = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_to_scalar(%x: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %b = vector.broadcast %x : f32 to f32
  return
}

// -----

func.func @broadcast_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %b = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %b = vector.broadcast %m : memref<4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_scalable_unit(%v: vector<[1]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 4)}}
  %b = vector.broadcast %v : vector<[1]xf32> to vector<4xf32>
  return
}

// -----

func.func @splat_is_gone(%x: f32) {
  // expected-error @+1 {{unregistered operation 'vector.splat' found in dialect ('vector') that does not allow unknown operations}}
  %s = "vector.splat"(%x) : (f32) -> vector<4xf32>
  return
}

// -----

func.func @extractelement_is_gone(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{unregistered operation 'vector.extractelement' found in dialect ('vector') that does not allow unknown operations}}
  %e = "vector.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f32
  return
}

// -----

func.func @from_elements_count(%x: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %v = vector.from_elements %x, %x : vector<3xf32>
  return
}

// -----

func.func @from_elements_generic_type(%x: i32) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %v = "vector.from_elements"(%x) : (i32) -> vector<1xf32>
  return
}

// -----

func.func @from_elements_scalable(%x: f32) {
  // expected-error @+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'vector<[1]xf32>'}}
  %v = "vector.from_elements"(%x) : (f32) -> vector<[1]xf32>
  return
}

// -----

func.func @to_elements_count(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %e:3 = "vector.to_elements"(%v) : (vector<4xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @step_rank(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x2xindex>'}}
  %s = vector.step : vector<2x2xindex>
  return
}

// -----

func.func @extract_not_vector(%x: index) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'index'}}
  %e = vector.extract %x[] : index from index
  return
}

// -----

func.func @extract_too_many_positions(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %e = vector.extract %v[0, 0, 0] : f32 from vector<2x3xf32>
  return
}

// -----

func.func @extract_position_out_of_range(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %e = vector.extract %v[1, 3] : f32 from vector<2x3xf32>
  return
}

// -----

func.func @extract_negative_position(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %e = vector.extract %v[-2] : vector<3xf32> from vector<2x3xf32>
  return
}

// -----

func.func @extract_wrong_result(%v: vector<2x3xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<3xf32>' are incompatible with return type(s) of operation 'vector<1x3xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %e = vector.extract %v[1] : vector<1x3xf32> from vector<2x3xf32>
  return
}

// -----

func.func @extract_0d_result(%v: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %e = vector.extract %v[] : vector<f32> from vector<f32>
  return
}

// -----

func.func @extract_missing_dynamic_position(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %e = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808, 1>}> : (vector<2x3xf32>) -> f32
  return
}

// -----

func.func @insert_too_many_positions(%x: f32, %v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %r = vector.insert %x, %v[0, 0, 0] : f32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_rank_mismatch(%s: vector<3xf32>, %v: vector<4x2x3xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %r = vector.insert %s, %v[1, 1, 1] : vector<3xf32> into vector<4x2x3xf32>
  return
}

// -----

func.func @insert_scalar_rank(%x: f32, %v: vector<4x2x3xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %r = vector.insert %x, %v[1] : f32 into vector<4x2x3xf32>
  return
}

// -----

func.func @insert_position_out_of_range(%x: f32, %v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %r = vector.insert %x, %v[2, 0] : f32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_0d_source(%s: vector<f32>, %v: vector<2x3xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %r = vector.insert %s, %v[0, 0] : vector<f32> into vector<2x3xf32>
  return
}

// -----

func.func @insert_element_type(%x: i32, %v: vector<2xf32>) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %r = vector.insert %x, %v[0] : i32 into vector<2xf32>
  return
}

// -----

func.func @extract_strided_slice_sizes(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %s = vector.extract_strided_slice %v {offsets = [1], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func.func @extract_strided_slice_rank(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %s = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [1, 1], strides = [1, 1]} : vector<4xf32> to vector<1xf32>
  return
}

// -----

func.func @extract_strided_slice_offset(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %s = vector.extract_strided_slice %v {offsets = [0, 8], sizes = [1, 1], strides = [1, 1]} : vector<4x8xf32> to vector<1x1xf32>
  return
}

// -----

func.func @extract_strided_slice_size(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %s = vector.extract_strided_slice %v {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @extract_strided_slice_stride(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %s = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @extract_strided_slice_end(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %s = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @extract_strided_slice_result(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %s = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @extract_strided_slice_scalable(%v: vector<2x[8]xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %s = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x[8]xf32> to vector<2x[4]xf32>
  return
}

// -----

func.func @insert_strided_slice_offsets(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %r = vector.insert_strided_slice %a, %b {offsets = [1], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_slice_strides(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %r = vector.insert_strided_slice %a, %b {offsets = [1, 1], strides = [1, 1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_slice_rank(%a: vector<2x2x2xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %r = vector.insert_strided_slice %a, %b {offsets = [1, 1], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_slice_end(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %r = vector.insert_strided_slice %a, %b {offsets = [1, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @shuffle_element_type(%a: vector<2xf32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %s = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2xi32>
  return
}

// -----

func.func @shuffle_rank(%a: vector<2xf32>, %b: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %s = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2x2xf32>
  return
}

// -----

func.func @shuffle_trailing_dims(%a: vector<2x3xf32>, %b: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op dimension mismatch}}
  %s = vector.shuffle %a, %b [0, 1] : vector<2x3xf32>, vector<2x2xf32>
  return
}

// -----

func.func @shuffle_empty_mask(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op invalid mask length}}
  %s = vector.shuffle %a, %a [] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_index(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #3 out of range}}
  %s = vector.shuffle %a, %a [0, 3, 4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_result_length(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask length mismatch}}
  %s = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @shuffle_scalable(%a: vector<[2]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[2]xf32>'}}
  %s = "vector.shuffle"(%a, %a) <{mask = array<i64: 0>}> : (vector<[2]xf32>, vector<[2]xf32>) -> vector<1xf32>
  return
}

// -----

func.func @shape_cast_element_type(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %s = vector.shape_cast %v : vector<2x3xf32> to vector<6xi32>
  return
}

// -----

func.func @shape_cast_count(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (6) and result (5)}}
  %s = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>
  return
}

// -----

func.func @shape_cast_scalable(%v: vector<[2]x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %s = vector.shape_cast %v : vector<[2]x3xf32> to vector<6xf32>
  return
}

// -----

func.func @transpose_rank(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<6xf32>
  return
}

// -----

func.func @transpose_length(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %t = vector.transpose %v, [0] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func.func @transpose_index(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 5}}
  %t = vector.transpose %v, [5, 0] : vector<2x3xf32> to vector<3x2xf32>
  return
}

// -----

func.func @transpose_duplicate(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %t = vector.transpose %v, [1, 1] : vector<2x3xf32> to vector<3x3xf32>
  return
}

// -----

func.func @transpose_sizes(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func.func @bitcast_rank(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %b = vector.bitcast %v : vector<4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @bitcast_outer_dims(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %b = vector.bitcast %v : vector<2x4xf32> to vector<4x2xf64>
  return
}

// -----

func.func @bitcast_bits(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %b = vector.bitcast %v : vector<4xf32> to vector<4xf16>
  return
}

// -----

func.func @bitcast_0d_bits(%v: vector<i64>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %b = vector.bitcast %v : vector<i64> to vector<i32>
  return
}

// -----

func.func @interleave_result(%v: vector<2xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %i = vector.interleave %v, %v : vector<2xf32> -> vector<2xf32>
  return
}

// -----

func.func @deinterleave_odd(%v: vector<5xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %a, %b = vector.deinterleave %v : vector<5xf32> -> vector<2xf32>
  return
}

// -----

func.func @deinterleave_result(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %a, %b = vector.deinterleave %v : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @load_element_type(%m: memref<?xf64>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %v = vector.load %m[%i] : memref<?xf64>, vector<4xf32>
  return
}

// -----

func.func @load_strided(%m: memref<8x8xf32, strided<[8, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %m[%i, %i] : memref<8x8xf32, strided<[8, 2]>>, vector<2xf32>
  return
}

// -----

func.func @load_rank(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %v = vector.load %m[%i] : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @load_vector_memref(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %v = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @load_indices(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %v = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = "vector.load"(%m, %i) <{alignment = 12 : i64}> : (memref<?xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @store_element_type(%m: memref<?xf64>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf64>, vector<4xf32>
  return
}

// -----

func.func @store_rank(%m: memref<?xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @store_vector_memref(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<2xf32>) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<2xf32>
  return
}

// -----

func.func @maskedload_element_type(%m: memref<?xf64>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf64>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_mask_shape(%m: memref<?xf32>, %i: index, %k: vector<3xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_pass_thru(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xi32>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xi32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_mask_type(%m: memref<?xf32>, %i: index, %k: vector<4xi8>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %v = "vector.maskedload"(%m, %i, %k, %p) : (memref<?xf32>, index, vector<4xi8>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @maskedstore_indices(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @maskedstore_mask_shape(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @gather_indices(%m: memref<?x?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op requires 2 indices}}
  %v = vector.gather %m[%i][%x], %k, %p : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_index_vector(%m: memref<?xf32>, %i: index, %x: vector<5xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %v = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<5xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_float_indices(%m: memref<?xf32>, %i: index, %x: vector<4xf32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %v = "vector.gather"(%m, %i, %x, %k, %p) : (memref<?xf32>, index, vector<4xf32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @gather_mask(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<2xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %v = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<4xi32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @scatter_element_type(%m: memref<?xi32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_index_vector(%m: memref<?xf32>, %i: index, %x: vector<2xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<2xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @expandload_pass_thru(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %v = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}

// -----

func.func @expandload_scalable_mask(%m: memref<?xf32>, %i: index, %k: vector<[4]xi1>, %p: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.expandload' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<[4]xi1>'}}
  %v = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  return
}

// -----

func.func @compressstore_mask(%m: memref<?xf32>, %i: index, %k: vector<2xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<2xi1>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_one_type(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires two types}}
  %v = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func.func @transfer_read_from_vector(%v: vector<4xf32>, %i: index, %p: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %r = vector.transfer_read %v[%i], %p : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_to_scalar(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires vector type}}
  %r = vector.transfer_read %m[%i], %f : memref<?xf32>, f32
  return
}

// -----

func.func @transfer_read_indices(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %r = vector.transfer_read %m[%i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_inputs(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %r = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_results(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %r = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_not_projected(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %r = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_repeated_dim(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %r = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @transfer_read_padding(%m: memref<?xf32>, %i: index, %d: f64) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %r = "vector.transfer_read"(%m, %i, %d) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f64) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_in_bounds(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %r = vector.transfer_read %m[%i, %i], %f {in_bounds = [true]} : memref<?x?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @transfer_read_mask_type(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<2x4xi1>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%k' expects different type than prior uses: 'vector<4x2xi1>' vs 'vector<2x4xi1>'}}
  %r = vector.transfer_read %m[%i, %i], %f, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @transfer_read_vector_element_mask(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<1xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %r = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @transfer_read_vector_element_bits(%m: memref<?xvector<6xf32>>, %i: index, %p: vector<6xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %r = vector.transfer_read %m[%i], %p : memref<?xvector<6xf32>>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_broadcast(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0) -> (0)>} : vector<4xf32>, memref<?xf32>
  return
}

// -----

func.func @transfer_write_types(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i] : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_indices(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1) -> (d1)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @type_cast_layout(%m: memref<4x4xf32, strided<[1, 4]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %c = vector.type_cast %m : memref<4x4xf32, strided<[1, 4]>> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @type_cast_shape(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<16xf32>>'}}
  %c = vector.type_cast %m : memref<4x4xf32> to memref<vector<16xf32>>
  return
}

// -----

func.func @type_cast_dynamic(%m: memref<?xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %c = vector.type_cast %m : memref<?xf32> to memref<vector<4xf32>>
  return
}

// -----

func.func @create_mask_0d(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %m = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @create_mask_operands(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %m = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @create_mask_type(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %m = vector.create_mask %i : vector<4xi8>
  return
}

// -----

func.func @constant_mask_0d_length() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %m = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_size() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %m = vector.constant_mask [3] : vector<i1>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %m = vector.constant_mask [1] : vector<4x4xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %m = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_zero_dim() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %m = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %m = vector.constant_mask [3] : vector<[4]xi1>
  return
}

// -----

func.func @mask_two_ops(%k: vector<4xi1>, %m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %r = vector.mask %k {
    %a = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
    %b = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
    vector.yield %b : vector<4xf32>
  } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @mask_yield_other(%k: vector<4xi1>, %v: vector<4xf32>, %m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %r = vector.mask %k {
    %a = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
    vector.yield %v : vector<4xf32>
  } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @mask_not_maskable(%k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %r = vector.mask %k { arith.addf %v, %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @mask_type(%k: vector<8xi1>, %m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %r = vector.mask %k { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}

// -----

func.func @mask_result_type(%k: vector<4xi1>, %m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %r = vector.mask %k { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xi32>
  return
}

// -----

func.func @mask_passthru_reduction(%k: vector<4xi1>, %v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %r = vector.mask %k, %f { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @fma_int(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %r = "vector.fma"(%v, %v, %v) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @fma_types(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %r = "vector.fma"(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf64>
  return
}

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %r = vector.reduction <sum>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_no_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{expected '<'}}
  %r = vector.reduction 7, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %r = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @reduction_float_kind_on_int(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'minimumf'}}
  %r = vector.reduction <minimumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @reduction_result_type(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %r = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}

// -----

func.func @reduction_acc_type(%v: vector<4xf32>, %a: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %r = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @multi_reduction_result(%v: vector<4x8xf32>, %a: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %r = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @scan_dim(%v: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %r:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @scan_initial_rank(%v: vector<2x3xi32>, %i: vector<2x3xi32>) {
  // expected-error @+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %r:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<2x3xi32>
  return
}

// -----

func.func @scan_initial_shape(%v: vector<2x3xi32>, %i: vector<2xi32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %r:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<2xi32>
  return
}

// -----

func.func @scan_kind(%v: vector<2x3xf32>, %i: vector<3xf32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'or'}}
  %r:2 = vector.scan <or>, %v, %i {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

#maps2 = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>]
func.func @contract_two_maps(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %r = vector.contract {indexing_maps = #maps2, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_symbols(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 1 to have no symbols}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k)[s] -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_map_inputs(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_map_outputs(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_not_projected(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, i + k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_no_reduction(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_reduction_sizes(%a: vector<4x3xf32>, %b: vector<2x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<2x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_batch_sizes(%a: vector<2x4x3xf32>, %b: vector<3x3x5xf32>, %c: vector<2x4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid batch dimension map}}
  %r = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4x3xf32>, vector<3x3x5xf32> into vector<2x4x5xf32>
  return
}

// -----

func.func @contract_acc_shape(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<5x4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x5xf32>'}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<5x4xf32>
  return
}

// -----

func.func @contract_scalar_acc(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into f32
  return
}

// -----

func.func @contract_element_types(%a: vector<4x3xi32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xi32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_kind(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  return
}

// -----

func.func @contract_unused_dim(%a: vector<1x2xi32>, %b: vector<2xi32>, %c: vector<1xi32>) {
  // expected-error @+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %r = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} %a, %b, %c : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return
}

// -----

func.func @outerproduct_operands(%x: f32) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %r = vector.outerproduct %x : f32, f32
  return
}

// -----

func.func @outerproduct_scalar_lhs(%x: f32) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %r = vector.outerproduct %x, %x : f32, f32
  return
}

// -----

func.func @outerproduct_lhs_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %r = vector.outerproduct %v, %v : vector<2x4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @outerproduct_result_rank(%v: vector<4xf32>, %w: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %r = "vector.outerproduct"(%v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @outerproduct_result_dim(%v: vector<4xf32>, %w: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %r = "vector.outerproduct"(%v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_axpy_result(%v: vector<4xf32>, %x: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %r = "vector.outerproduct"(%v, %x) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_acc(%v: vector<4xf32>, %w: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %r = "vector.outerproduct"(%v, %w, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x4xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_kind(%v: vector<4xf32>, %w: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %r = vector.outerproduct %v, %w, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}
