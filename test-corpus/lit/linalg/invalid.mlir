// RUN: loomlir opt %s --split-input-file --verify-diagnostics

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @map_count(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @map_rank(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @loop_count(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0)>
func.func @map_symbols(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0)>
func.func @non_invertible(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bb_arg_type(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bb_arg_count(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
func.func @shape_too_small(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 5, but found 4}}
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_type(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_count(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %y : f32, f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_dim(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @index_outside() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bad_iterator(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{unexpected iterator_type (bogus)}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "bogus"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @matmul_shape(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x17xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 17}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x17xf32>)
  return
}

// -----

func.func @matmul_operand_count(%a: memref<4x8xf32>, %c: memref<4x4xf32>) {
  // expected-error @+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  linalg.matmul ins(%a : memref<4x8xf32>) outs(%c : memref<4x4xf32>)
  return
}

// -----

func.func @copy_shape(%a: memref<4x8xf32>, %b: memref<4x9xf32>) {
  // expected-error @+1 {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 9}}
  linalg.copy ins(%a : memref<4x8xf32>) outs(%b : memref<4x9xf32>)
  return
}

// -----

func.func @fill_type(%a: f32, %b: memref<4x9xi32>) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('i32')}}
  linalg.fill ins(%a : f32) outs(%b : memref<4x9xi32>)
  return
}

// -----

func.func @map_shape(%a: memref<4x8xf32>, %b: memref<4x9xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4, 9)}}
  linalg.map { arith.negf } ins(%a : memref<4x8xf32>) outs(%b : memref<4x9xf32>)
  return
}

// -----

func.func @map_arity(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 2}}
  linalg.map ins(%x, %x : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
    (%i: f32, %o: f32) {
      linalg.yield %i : f32
    }
  return
}

// -----

func.func @map_arg_type(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  linalg.map ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
    (%i: i32, %o: f32) {
      linalg.yield %o : f32
    }
  return
}

// -----

func.func @reduce_rank(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1}}
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) dimensions = [0, 1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_init_shape(%x: memref<4x5xf32>, %y: memref<5xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]}}
  linalg.reduce ins(%x : memref<4x5xf32>) outs(%y : memref<5xf32>) dimensions = [1]
    (%i: f32, %o: f32) {
      linalg.yield %i : f32
    }
  return
}

// -----

func.func @reduce_dim_range(%x: memref<4x5xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  linalg.reduce ins(%x : memref<4x5xf32>) outs(%y : memref<4xf32>) dimensions = [2]
    (%i: f32, %o: f32) {
      linalg.yield %i : f32
    }
  return
}

// -----

func.func @reduce_arg_type(%x: memref<4x5xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  linalg.reduce ins(%x : memref<4x5xf32>) outs(%y : memref<4xf32>) dimensions = [1]
    (%i: i32, %o: f32) {
      linalg.yield %o : f32
    }
  return
}
