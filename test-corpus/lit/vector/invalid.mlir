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
