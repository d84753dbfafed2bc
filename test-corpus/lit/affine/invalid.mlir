// RUN: loomlir opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// Upstream's diagnostics for malformed affine ops: the verifiers' rules (dimensions and symbols by
// affine scope, map and operand counts, loop-carried values, reductions, bases), the custom
// parsers' errors and the affine-expression errors in op syntax.

// -----

func.func @apply_non_index(%arg0 : i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%arg0) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> (index)
  return
}
// -----
func.func @apply_count(%arg0 : index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%arg0, %arg0) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> (index)
  return
}
// -----
func.func @apply_two_results(%arg0 : index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%arg0) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> (index)
  return
}
// -----
func.func @apply_no_map(%arg0 : index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%arg0) : (index) -> (index)
  return
}
// -----
func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}
// -----
func.func @apply_parse(%n : index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)> (%n, %n)
  return
}
// -----
func.func @apply_attr_kind(%n : index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 5 (%n)
  return
}
// -----
func.func @for_lb_dim(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.muli %n0, %arg : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %n1 = affine_map<(d0)[s0] -> (d0 + s0)>(%dim)[%arg] to 7 {
    }
  }
  return
}
// -----
func.func @for_ub_symbol() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %n0 = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%i0)[%i0] {
    }
  }
  return
}
// -----
func.func @for_no_results_map() {
  // expected-error@+1 {{'affine.for' op expected upper bound map to have at least one result}}
  affine.for %i = 0 to affine_map<() -> ()>() {
  }
  return
}
// -----
func.func @for_iter_args_mismatch(%buffer: memref<1024xf32>) -> f32 {
  %sum_0 = arith.constant 0.0 : f32
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %res = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_0) -> (f32, f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    affine.yield %t : f32
  }
  return %res : f32
}
// -----
func.func @for_generic_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @for_generic_results(%f: f32) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%f) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%f) : (f32) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @for_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}
// -----
func.func @for_to() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 1 too 10 {
  }
  return
}
// -----
func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 1 to 10 step -1 {
  }
  return
}
// -----
func.func @for_missing_max(%arg0: index, %arg1: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i0 = affine_map<()[s]->(0,s-1)>()[%arg0] to %arg1 {
  }
  return
}
// -----
func.func @for_missing_min(%arg0: index, %arg1: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i0 = %arg0 to affine_map<()[s]->(100,s+1)>()[%arg1] {
  }
  return
}
// -----
func.func @for_two_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = 0 to %n, %n {
  }
  return
}
// -----
func.func @for_bad_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}
// -----
func.func @for_map_dims(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>()[%n] to 10 {
  }
  return
}
// -----
func.func @for_map_symbols(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n)[%n] to 10 {
  }
  return
}
// -----
func.func @for_iv_in_bound() {
  // expected-error@+2 {{region entry argument '%i0' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i0 = affine_map<(d0) -> (d0 floordiv 4)>(%i0) to 10 {
  }
  return
}
// -----
func.func @for_bad_terminator(%n: index) {
  affine.for %i = 0 to 10 {
    "test.foo"() : () -> ()
  }
  return
}
// -----
func.func @if_dim(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %n0, %n0 : index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(i)[N] : (i >= 0, N - i >= 0)>(%dim)[%n0] {}
  }
  return
}
// -----
func.func @if_symbol() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<(i)[N] : (i >= 0, N - i >= 0)>(%i0)[%i0] {}
  }
  return
}
// -----
func.func @if_dimop(%arg0: index) {
  affine.for %n0 = 0 to 7 {
    %0 = memref.alloc(%n0) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0 : memref<?xf32>
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<(i)[N] : (i >= 0, N - i >= 0)>(%n0)[%dim] {}
  }
  return
}
// -----
func.func @if_region_args(%N: index) {
  %c = arith.constant 200 : index
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(i) : (i - 2 >= 0)>(%c) {
    ^bb0(%arg:i32):
      affine.yield
  }
  return
}
// -----
func.func @if_generic_count(%N: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%N, %N) <{condition = affine_set<(i) : (i - 2 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}
// -----
func.func @if_no_condition(%N: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%N) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
// -----
func.func @if_parse_dims(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {}
  return
}
// -----
func.func @if_parse_symbols(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {}
  return
}
// -----
func.func @if_attr_kind(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {}
  return
}
// -----
func.func @if_bad_constraint(%n: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(i) : (i)>(%n) {}
  return
}
// -----
func.func @if_yield_type(%n: index) {
  %r = affine.if affine_set<(i) : (i >= 0)>(%n) -> f32 {
    %c = arith.constant 0 : i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  } else {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}
// -----
func.func @if_yield_count(%n: index) {
  affine.if affine_set<(i) : (i >= 0)>(%n) {
    %c = arith.constant 0 : i32
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %c : i32
  }
  return
}
// -----
func.func @load_rank(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %a = affine.load %A[%n] : memref<10x10xf32>
  return
}
// -----
func.func @load_type(%n: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %a = affine.load %n[%n] : i32
  return
}
// -----
func.func @load_dim(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %m = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%m] : memref<100xf32>
  }
  return
}
// -----
func.func @load_symbol(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%i)] : memref<100xf32>
  }
  return
}
// -----
func.func @load_unknown_region(%M : memref<10xi32>) {
  "unknown"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    affine.load %M[%arg] : memref<10xi32>
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  }) : () -> ()
  return
}
// -----
func.func @load_result_type(%A: memref<10xf32>, %n: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}
// -----
func.func @load_subscripts(%A: memref<10xf32>, %n: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}
// -----
func.func @store_missing_l_square(%C: memref<4096x4096xf32>) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected '[' in affine map}}
  affine.store %9, %C : memref<4096x4096xf32>
  return
}
// -----
func.func @store_value_type(%C: memref<f32>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c0, %C) <{map = affine_map<() -> ()>}> : (i32, memref<f32>) -> ()
  return
}
// -----
func.func @store_missing_r_square(%C: memref<10xf32>, %n: index) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected ']' in affine map}}
  affine.store %9, %C[%n : memref<10xf32>
  return
}
// -----
func.func @store_bad_expr(%C: memref<10xf32>, %n: index) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  affine.store %9, %C[%n * %n] : memref<10xf32>
  return
}
// -----
func.func @store_symbol_keyword(%C: memref<10xf32>, %n: index) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected '(' at start of SSA symbol}}
  affine.store %9, %C[symbol %n] : memref<10xf32>
  return
}
// -----
func.func @store_symbol_close(%C: memref<10xf32>, %n: index) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  affine.store %9, %C[symbol(%n] : memref<10xf32>
  return
}
// -----
func.func @min_count(%arg0 : index, %arg1 : index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0)> (%arg0, %arg1)
  return
}
// -----
func.func @max_count(%arg0 : index, %arg1 : index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0)> ()
  return
}
// -----
func.func @min_empty(%arg0 : index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = affine.min affine_map<(d0) -> ()> (%arg0)
  return
}
// -----
func.func @parallel_args(%arg0 : index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (100, 100) step (10, 10) {
  }
  return
}
// -----
func.func @parallel_lb(%arg0 : index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (100, 100) step (10, 10) {
  }
  return
}
// -----
func.func @parallel_steps(%arg0 : index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (2) and upper bound (2), and the number of steps (1) must all match}}
  affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10) {
  }
  return
}
// -----
func.func @parallel_dim() {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i, %j) = (0, 0) to (%y, 100) step (10, 10) {
    }
  }
  return
}
// -----
func.func @parallel_symbol() {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i, %j) = (0, 0) to (symbol(%y), 100) step (10, 10) {
    }
  }
  return
}
// -----
func.func @parallel_no_reduction() {
  %0 = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}
// -----
func.func @parallel_bad_reduction() {
  %0 = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "bad"}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("bad") -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}
// -----
func.func @parallel_reduction_type() {
  %0 = memref.alloc() : memref<100x100xi32>
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("maxs") -> (i32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xi32>
    affine.yield %2 : i32
  }
  return
}
// -----
func.func @parallel_yield_type() {
  %0 = memref.alloc() : memref<100x100xi32>
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("minimumf") -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xi32>
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %2 : i32
  }
  return
}
// -----
func.func @parallel_step_symbol(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}
// -----
func.func @parallel_generic_groups(%n: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @yield_outside() {
  scf.execute_region {
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }
  return
}
// -----
func.func @delinearize_count(%idx: index, %basis0: index, %basis1 :index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %1 = affine.delinearize_index %idx into (%basis0, %basis1) : index
  return
}
// -----
func.func @delinearize_nonpositive(%idx: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %1:2 = affine.delinearize_index %idx into (0, 3) : index, index
  return
}
// -----
func.func @delinearize_markers(%idx: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %1:2 = "affine.delinearize_index"(%idx) <{static_basis = array<i64: -9223372036854775808, 3>}> : (index) -> (index, index)
  return
}
// -----
func.func @linearize_count(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %i, %i] by (2) : index
  return
}
// -----
func.func @prefetch_rw(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%n, %n], rw, locality<3>, data : memref<10x10xf32>
  return
}
// -----
func.func @prefetch_locality(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%n, %n], read, locality<5>, data : memref<10x10xf32>
  return
}
// -----
func.func @prefetch_cache(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%n, %n], read, locality<3>, foo : memref<10x10xf32>
  return
}
// -----
func.func @prefetch_rank(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %A[%n], read, locality<3>, data : memref<10x10xf32>
  return
}
// -----
func.func @prefetch_index(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %m = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%m], read, locality<3>, data : memref<10xf32>
  }
  return
}
// -----
func.func @vector_load_element(%A: memref<100xf32>, %n: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%n] : memref<100xf32>, vector<8xf64>
  return
}
// -----
func.func @vector_store_element(%A: memref<100xf32>, %n: index, %v: vector<8xi32>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%n] : memref<100xf32>, vector<8xi32>
  return
}
// -----
func.func @vector_load_of_vectors(%A: memref<100xvector<8xf32>>, %n: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%n] : memref<100xvector<8xf32>>, vector<8xf32>
  return
}
// -----
func.func @vector_load_rank_zero(%A: memref<100xf32>, %n: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %v = "affine.vector_load"(%A, %n) {map = affine_map<(d0) -> (d0)>} : (memref<100xf32>, index) -> vector<f32>
  return
}
// -----
func.func @vector_store_scalar(%A: memref<100xf32>, %n: index, %v: f32) {
  // expected-error@+1 {{'affine.vector_store' op operand #0 must be vector of any type values, but got 'f32'}}
  "affine.vector_store"(%v, %A, %n) {map = affine_map<(d0) -> (d0)>} : (f32, memref<100xf32>, index) -> ()
  return
}
// -----
func.func @vector_load_rank(%A: memref<10x10xf32>, %n: index) {
  // expected-error@+1 {{'affine.vector_load' op affine map num results must equal memref rank}}
  %v = affine.vector_load %A[%n] : memref<10x10xf32>, vector<4xf32>
  return
}
// -----
func.func @vector_store_subscripts(%A: memref<10xf32>, %n: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'affine.vector_store' op expects as many subscripts as affine map inputs}}
  "affine.vector_store"(%v, %A, %n, %n) {map = affine_map<(d0) -> (d0)>} : (vector<4xf32>, memref<10xf32>, index, index) -> ()
  return
}
// -----
func.func @vector_load_index(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %m = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.vector_load' op operand cannot be used as a dimension id}}
    %v = affine.vector_load %A[%m] : memref<10xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @vector_store_not_vector_type(%A: memref<10xf32>, %n: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %v, %A[%n] : memref<10xf32>, f32
  return
}
