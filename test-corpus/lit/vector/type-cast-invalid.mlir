// RUN: loomlir opt %s --split-input-file --verify-diagnostics

// vector.type_cast's verifier and custom syntax, and the ranked memrefs the vector memory ops take
// (upstream's AnyMemRef: an unranked memref is refused, in custom syntax as it is parsed).

func.func @type_cast_dynamic(%m: memref<?x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x5xf32>'}}
  %0 = vector.type_cast %m : memref<?x5xf32> to memref<vector<3x5xf32>>
  return
}

// -----

func.func @type_cast_element(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<3x5xi32>>'}}
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<vector<3x5xi32>>
  return
}

// -----

func.func @type_cast_transposed(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<5x3xf32>>'}}
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<vector<5x3xf32>>
  return
}

// -----

func.func @type_cast_memory_space(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<vector<3x5xf32>, 1>
  return
}

// -----

func.func @type_cast_result_layout(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<3xvector<5xf32>, strided<[2]>>
  return
}

// -----

func.func @type_cast_flattened(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<15xf32>'}}
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<15xf32>
  return
}

// -----

func.func @type_cast_generic(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<15xf32>>'}}
  %0 = "vector.type_cast"(%m) : (memref<3x5xf32>) -> memref<vector<15xf32>>
  return
}

// -----

func.func @type_cast_to_vector(%m: memref<3x5xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'vector<3x5xf32>'}}
  %0 = vector.type_cast %m : memref<3x5xf32> to vector<3x5xf32>
  return
}

// -----

func.func @type_cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = vector.type_cast %m : memref<*xf32> to memref<vector<3x5x2xf32>>
  return
}

// -----

func.func @type_cast_to_unranked(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "vector.type_cast"(%m) : (memref<3x5xf32>) -> memref<*xf32>
  return
}

// -----

func.func @load_unranked(%m: memref<*xf32>) -> vector<4xf32> {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = vector.load %m[] : memref<*xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @load_unranked_generic(%m: memref<*xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "vector.load"(%m) : (memref<*xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @store_unranked(%m: memref<*xf32>, %p: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.store' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  vector.store %p, %m[] : memref<*xf32>, vector<4xf32>
  return
}

// -----

func.func @maskedload_unranked(%m: memref<*xf32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.maskedload' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = vector.maskedload %m[], %mask, %p : memref<*xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_unranked(%m: memref<*xf32>, %iv: vector<4xindex>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'memref<*xf32>'}}
  %0 = "vector.gather"(%m, %iv, %mask, %p) : (memref<*xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @load_vector_memref_rank(%m: memref<vector<4x6xf32>>) -> vector<4x6xf32> {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[] : memref<vector<4x6xf32>>, vector<4x6xf32>
  return %0 : vector<4x6xf32>
}

// -----

func.func @load_vector_memref_type(%m: memref<4xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<4xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @memref_load_vector_type(%m: memref<4xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xvector<4xf32>>, index) -> f32
  return
}
