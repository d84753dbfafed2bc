// RUN: loomlir opt %s -split-input-file -verify-diagnostics

// The verifier reads the operand list in upstream's order: each check relies on the ranks the
// earlier ones found.

func.func @too_few(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @source_not_memref(%f: f32, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %i, %i) : (f32, index, index, index) -> ()
  return
}

// -----

func.func @destination_not_memref(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%m, %i, %i, %i, %i) : (memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @source_index(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%m, %f, %m, %i, %i, %m, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @destination_index(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%m, %i, %m, %f, %i, %m, %i) : (memref<4xf32>, index, memref<4xf32>, f32, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @num_elements(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %f, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @tag_not_memref(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, f32, index) -> ()
  return
}

// -----

func.func @tag_index(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @one_stride_operand(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @stride_type(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, f32, index) -> ()
  return
}

// -----

func.func @custom_one_stride(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @custom_two_types(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @custom_rank_mismatch(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  memref.dma_start %m[%i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}

// -----

func.func @wait_not_memref(%f: f32, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'f32'}}
  "memref.dma_wait"(%f, %i) : (f32, index) -> ()
  return
}

// -----

func.func @wait_index_count(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  "memref.dma_wait"(%m, %i, %i, %i) : (memref<4xi32>, index, index, index) -> ()
  return
}

// -----

func.func @wait_num_elements(%m: memref<4xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_wait' op operand #2 must be index, but got 'f32'}}
  "memref.dma_wait"(%m, %i, %f) : (memref<4xi32>, index, f32) -> ()
  return
}

// -----

func.func @wait_no_num_elements(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.dma_wait' op expected 2 or more operands, but found 1}}
  "memref.dma_wait"(%m) : (memref<4xi32>) -> ()
  return
}
