// RUN: loomlir opt %s -affine-parallelize | FileCheck %s
// RUN: loomlir opt %s -affine-parallelize=max-nested=1 | FileCheck %s --check-prefix=NESTED1
// RUN: loomlir opt %s -affine-parallelize=parallel-reductions | FileCheck %s --check-prefix=REDUCE

// affine-parallelize as mlir-opt-22 runs it: loops whose iterations touch no element another
// iteration writes (exact integer dependence tests over bounds, steps, conditions and subscripts
// with floordiv and mod) become affine.parallel, outermost first; loops with calls, non-affine
// memory accesses or carried values stay; memrefs allocated in the loop do not count;
// max-nested bounds the depth of parallel loops; with parallel-reductions, loops carrying values
// that one recognised arith op combines with the loop body's value become reductions.

func.func @local_alloc(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %t = memref.alloc() : memref<1xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %t[0] : memref<1xf32>
    %w = affine.load %t[0] : memref<1xf32>
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}
func.func @elementwise(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}
func.func @shift(%A: memref<11xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i + 1] : memref<11xf32>
    affine.store %v, %A[%i] : memref<11xf32>
  }
  return
}
func.func @even_odd(%A: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i * 2 + 1] : memref<20xf32>
    affine.store %v, %A[%i * 2] : memref<20xf32>
  }
  return
}
func.func @nest(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 10 {
      %v = affine.load %A[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @reduce(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %t = arith.addf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}
func.func @sym(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i + symbol(%n)] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}
func.func @bounds(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 50)>()[%n] step 2 {
    %v = affine.load %A[%i + 1] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}
func.func @transpose_inplace(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j, %i] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @triangular(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 10 {
      %v = affine.load %A[%j, %i] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @mod_sub(%A: memref<10xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %A[%i mod 10] : memref<10xf32>
    affine.store %v, %A[%i mod 10] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i floordiv 2] : memref<10xf32>
    affine.store %v, %A[%i floordiv 2 + 5] : memref<10xf32>
  }
  return
}
func.func @guarded(%A: memref<20xf32>) {
  affine.for %i = 0 to 20 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      %v = affine.load %A[%i - 10] : memref<20xf32>
      affine.store %v, %A[%i] : memref<20xf32>
    }
  }
  return
}
func.func @sym_bounds(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i + symbol(%n)] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}
func.func @calls(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    func.call @g() : () -> ()
  }
  affine.for %i = 0 to 10 {
    %c = arith.constant 0 : index
    %v = memref.load %A[%c] : memref<10xf32>
  }
  return
}
func.func private @g()
func.func @nested3(%A: memref<10x10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 10 {
        %v = affine.load %A[%i, %j, %k] : memref<10x10x10xf32>
        affine.store %v, %A[%i, %j, %k] : memref<10x10x10xf32>
      }
    }
  }
  return
}
func.func @scalar_accum(%A: memref<10xf32>, %S: memref<f32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = affine.load %S[] : memref<f32>
    %t = arith.addf %s, %v : f32
    affine.store %t, %S[] : memref<f32>
  }
  return
}
func.func @apply_index(%A: memref<30xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %v = affine.load %A[%a + 1] : memref<30xf32>
    affine.store %v, %A[%a] : memref<30xf32>
  }
  return
}
func.func @big_stride(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i * 7 + 3] : memref<100xf32>
    affine.store %v, %A[%i * 5] : memref<100xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %A[%i * 6 + 3] : memref<100xf32>
    affine.store %v, %A[%i * 4] : memref<100xf32>
  }
  return
}

// Vector accesses count as accesses of their first element, as upstream's dependence analysis sees them.
func.func @vector_accesses(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %A[%i * 8] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %B[%i * 8] : memref<100xf32>, vector<8xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %A[%i] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%i + 1] : memref<100xf32>, vector<8xf32>
  }
  return
}

// Reductions (parallel-reductions): each carried value combined once by addf, mulf, addi, muli,
// andi, ori, minimumf or maximumf with a value computed without it; the initial values are
// combined with the loop's results after it. Values used twice or combined with each other stay.
func.func @reductions(%A: memref<10xf32>, %B: memref<10xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %r:8 = affine.for %i = 0 to 10 iter_args(%a = %f0, %b = %f1, %c = %f0, %d = %f1, %e = %i0, %f = %i1, %g = %i1, %h = %i0)
      -> (f32, f32, f32, f32, i32, i32, i32, i32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %B[%i] : memref<10xi32>
    %a2 = arith.addf %a, %v : f32
    %b2 = arith.mulf %v, %b : f32
    %c2 = arith.maximumf %c, %v : f32
    %d2 = arith.minimumf %d, %v : f32
    %e2 = arith.addi %e, %w : i32
    %f2 = arith.muli %f, %w : i32
    %g2 = arith.andi %g, %w : i32
    %h2 = arith.ori %h, %w : i32
    affine.yield %a2, %b2, %c2, %d2, %e2, %f2, %g2, %h2 : f32, f32, f32, f32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : f32, f32, f32, f32, i32, i32, i32, i32
}

func.func @not_reductions(%A: memref<10xf32>) -> (f32, f32, f32) {
  %f0 = arith.constant 0.0 : f32
  %twice = affine.for %i = 0 to 10 iter_args(%a = %f0) -> (f32) {
    %t = arith.addf %a, %a : f32
    affine.yield %t : f32
  }
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %f0, %b = %f0) -> (f32, f32) {
    %t = arith.addf %a, %b : f32
    affine.yield %t, %t : f32, f32
  }
  return %twice, %r#0, %r#1 : f32, f32, f32
}

func.func @nested_reduction(%A: memref<10x20xf32>, %O: memref<10xf32>) {
  %f0 = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %s = affine.for %j = 0 to 20 iter_args(%a = %f0) -> (f32) {
      %v = affine.load %A[%i, %j] : memref<10x20xf32>
      %t = arith.addf %a, %v : f32
      affine.yield %t : f32
    }
    affine.store %s, %O[%i] : memref<10xf32>
  }
  return
}

// Expected output: mlir-opt-22 -affine-parallelize on this file.
// CHECK-DAG: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK-DAG: #set = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @local_alloc(%arg0: memref<10xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shift(%arg0: memref<11xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 + 1] : memref<11xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<11xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @even_odd(%arg0: memref<20xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 * 2 + 1] : memref<20xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 * 2] : memref<20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<10x10xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: affine.for %arg2 = 1 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2 - 1] : memref<10x10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce(%arg0: memref<10xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bounds(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (min(symbol(%arg1), 50)) step (2) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + 1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_inplace(%arg0: memref<10x10xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @triangular(%arg0: memref<10x10xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%arg2) = (%arg1 + 1) to (10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mod_sub(%arg0: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 20 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 mod 10] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 mod 10] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 floordiv 2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 floordiv 2 + 5] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @guarded(%arg0: memref<20xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (20) {
// CHECK-NEXT: affine.if #set(%arg1) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 - 10] : memref<20xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym_bounds(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (symbol(%arg1)) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls(%arg0: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: func.call @g() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @g()
// CHECK-LABEL: func.func @nested3(%arg0: memref<10x10x10xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar_accum(%arg0: memref<10xf32>, %arg1: memref<f32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply_index(%arg0: memref<30xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.load %arg0[%0 + 1] : memref<30xf32>
// CHECK-NEXT: affine.store %1, %arg0[%0] : memref<30xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_stride(%arg0: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 * 7 + 3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 * 5] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (5) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 * 6 + 3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 * 4] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_accesses(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg1[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg2] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg2 + 1] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: memref<10xf32>, %arg1: memref<10xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:8 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst, %arg4 = %cst_0, %arg5 = %cst, %arg6 = %cst_0, %arg7 = %c0_i32, %arg8 = %c1_i32, %arg9 = %c1_i32, %arg10 = %c0_i32) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg2] : memref<10xi32>
// CHECK-NEXT: %3 = arith.addf %arg3, %1 : f32
// CHECK-NEXT: %4 = arith.mulf %1, %arg4 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg5, %1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg6, %1 : f32
// CHECK-NEXT: %7 = arith.addi %arg7, %2 : i32
// CHECK-NEXT: %8 = arith.muli %arg8, %2 : i32
// CHECK-NEXT: %9 = arith.andi %arg9, %2 : i32
// CHECK-NEXT: %10 = arith.ori %arg10, %2 : i32
// CHECK-NEXT: affine.yield %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : f32, f32, f32, f32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_reductions(%arg0: memref<10xf32>) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst, %arg3 = %cst) -> (f32, f32) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: affine.yield %2, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1#0, %1#1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_reduction(%arg0: memref<10x20xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to 20 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<10x20xf32>
// CHECK-NEXT: %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// mlir-opt-22 -affine-parallelize=max-nested=1:
// NESTED1-DAG: #map = affine_map<(d0) -> (d0 + 1)>
// NESTED1-DAG: #map1 = affine_map<(d0) -> (d0 * 3)>
// NESTED1-DAG: #set = affine_set<(d0) : (d0 - 10 >= 0)>
// NESTED1-LABEL: module {
// NESTED1-LABEL: func.func @local_alloc(%arg0: memref<10xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: %alloc = memref.alloc() : memref<1xf32>
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// NESTED1-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// NESTED1-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// NESTED1-NEXT: affine.store %1, %arg0[%arg1] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @elementwise(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// NESTED1-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @shift(%arg0: memref<11xf32>) {
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 + 1] : memref<11xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1] : memref<11xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @even_odd(%arg0: memref<20xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 * 2 + 1] : memref<20xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1 * 2] : memref<20xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @nest(%arg0: memref<10x10xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: affine.for %arg2 = 1 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1, %arg2 - 1] : memref<10x10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @reduce(%arg0: memref<10xf32>) -> f32 {
// NESTED1-NEXT: %cst = arith.constant 0.000000e+00 : f32
// NESTED1-NEXT: %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// NESTED1-NEXT: %1 = affine.load %arg0[%arg1] : memref<10xf32>
// NESTED1-NEXT: %2 = arith.addf %arg2, %1 : f32
// NESTED1-NEXT: affine.yield %2 : f32
// NESTED1-NEXT: }
// NESTED1-NEXT: return %0 : f32
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @sym(%arg0: memref<100xf32>, %arg1: index) {
// NESTED1-NEXT: affine.for %arg2 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<100xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @bounds(%arg0: memref<100xf32>, %arg1: index) {
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (min(symbol(%arg1), 50)) step (2) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2 + 1] : memref<100xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @transpose_inplace(%arg0: memref<10x10xf32>) {
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @triangular(%arg0: memref<10x10xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: affine.for %arg2 = #map(%arg1) to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @mod_sub(%arg0: memref<10xf32>) {
// NESTED1-NEXT: affine.for %arg1 = 0 to 20 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 mod 10] : memref<10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1 mod 10] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 floordiv 2] : memref<10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1 floordiv 2 + 5] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @guarded(%arg0: memref<20xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (20) {
// NESTED1-NEXT: affine.if #set(%arg1) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 - 10] : memref<20xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1] : memref<20xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @sym_bounds(%arg0: memref<?xf32>, %arg1: index) {
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (symbol(%arg1)) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<?xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @calls(%arg0: memref<10xf32>) {
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: func.call @g() : () -> ()
// NESTED1-NEXT: }
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: %c0 = arith.constant 0 : index
// NESTED1-NEXT: %0 = memref.load %arg0[%c0] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func private @g()
// NESTED1-LABEL: func.func @nested3(%arg0: memref<10x10x10xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: affine.for %arg2 = 0 to 10 {
// NESTED1-NEXT: affine.for %arg3 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @scalar_accum(%arg0: memref<10xf32>, %arg1: memref<f32>) {
// NESTED1-NEXT: affine.for %arg2 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// NESTED1-NEXT: %1 = affine.load %arg1[] : memref<f32>
// NESTED1-NEXT: %2 = arith.addf %1, %0 : f32
// NESTED1-NEXT: affine.store %2, %arg1[] : memref<f32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @apply_index(%arg0: memref<30xf32>) {
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.apply #map1(%arg1)
// NESTED1-NEXT: %1 = affine.load %arg0[%0 + 1] : memref<30xf32>
// NESTED1-NEXT: affine.store %1, %arg0[%0] : memref<30xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @big_stride(%arg0: memref<100xf32>) {
// NESTED1-NEXT: affine.for %arg1 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 * 7 + 3] : memref<100xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1 * 5] : memref<100xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: affine.parallel (%arg1) = (0) to (5) {
// NESTED1-NEXT: %0 = affine.load %arg0[%arg1 * 6 + 3] : memref<100xf32>
// NESTED1-NEXT: affine.store %0, %arg0[%arg1 * 4] : memref<100xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @vector_accesses(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.vector_load %arg0[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// NESTED1-NEXT: affine.vector_store %0, %arg1[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: affine.for %arg2 = 0 to 10 {
// NESTED1-NEXT: %0 = affine.vector_load %arg0[%arg2] : memref<100xf32>, vector<8xf32>
// NESTED1-NEXT: affine.vector_store %0, %arg0[%arg2 + 1] : memref<100xf32>, vector<8xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @reductions(%arg0: memref<10xf32>, %arg1: memref<10xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// NESTED1-NEXT: %cst = arith.constant 0.000000e+00 : f32
// NESTED1-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// NESTED1-NEXT: %c0_i32 = arith.constant 0 : i32
// NESTED1-NEXT: %c1_i32 = arith.constant 1 : i32
// NESTED1-NEXT: %0:8 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst, %arg4 = %cst_0, %arg5 = %cst, %arg6 = %cst_0, %arg7 = %c0_i32, %arg8 = %c1_i32, %arg9 = %c1_i32, %arg10 = %c0_i32) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// NESTED1-NEXT: %1 = affine.load %arg0[%arg2] : memref<10xf32>
// NESTED1-NEXT: %2 = affine.load %arg1[%arg2] : memref<10xi32>
// NESTED1-NEXT: %3 = arith.addf %arg3, %1 : f32
// NESTED1-NEXT: %4 = arith.mulf %1, %arg4 : f32
// NESTED1-NEXT: %5 = arith.maximumf %arg5, %1 : f32
// NESTED1-NEXT: %6 = arith.minimumf %arg6, %1 : f32
// NESTED1-NEXT: %7 = arith.addi %arg7, %2 : i32
// NESTED1-NEXT: %8 = arith.muli %arg8, %2 : i32
// NESTED1-NEXT: %9 = arith.andi %arg9, %2 : i32
// NESTED1-NEXT: %10 = arith.ori %arg10, %2 : i32
// NESTED1-NEXT: affine.yield %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, i32, i32, i32, i32
// NESTED1-NEXT: }
// NESTED1-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : f32, f32, f32, f32, i32, i32, i32, i32
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @not_reductions(%arg0: memref<10xf32>) -> (f32, f32, f32) {
// NESTED1-NEXT: %cst = arith.constant 0.000000e+00 : f32
// NESTED1-NEXT: %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// NESTED1-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// NESTED1-NEXT: affine.yield %2 : f32
// NESTED1-NEXT: }
// NESTED1-NEXT: %1:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst, %arg3 = %cst) -> (f32, f32) {
// NESTED1-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// NESTED1-NEXT: affine.yield %2, %2 : f32, f32
// NESTED1-NEXT: }
// NESTED1-NEXT: return %0, %1#0, %1#1 : f32, f32, f32
// NESTED1-NEXT: }
// NESTED1-LABEL: func.func @nested_reduction(%arg0: memref<10x20xf32>, %arg1: memref<10xf32>) {
// NESTED1-NEXT: %cst = arith.constant 0.000000e+00 : f32
// NESTED1-NEXT: affine.parallel (%arg2) = (0) to (10) {
// NESTED1-NEXT: %0 = affine.for %arg3 = 0 to 20 iter_args(%arg4 = %cst) -> (f32) {
// NESTED1-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<10x20xf32>
// NESTED1-NEXT: %2 = arith.addf %arg4, %1 : f32
// NESTED1-NEXT: affine.yield %2 : f32
// NESTED1-NEXT: }
// NESTED1-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// NESTED1-NEXT: }
// NESTED1-NEXT: return
// NESTED1-NEXT: }
// NESTED1-NEXT: }

// mlir-opt-22 -affine-parallelize=parallel-reductions:

// REDUCE-DAG: #map = affine_map<(d0) -> (d0 * 3)>
// REDUCE-DAG: #set = affine_set<(d0) : (d0 - 10 >= 0)>
// REDUCE-LABEL: module {
// REDUCE-LABEL: func.func @local_alloc(%arg0: memref<10xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: %alloc = memref.alloc() : memref<1xf32>
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// REDUCE-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// REDUCE-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// REDUCE-NEXT: affine.store %1, %arg0[%arg1] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @elementwise(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// REDUCE-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @shift(%arg0: memref<11xf32>) {
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 + 1] : memref<11xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1] : memref<11xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @even_odd(%arg0: memref<20xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 * 2 + 1] : memref<20xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1 * 2] : memref<20xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @nest(%arg0: memref<10x10xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: affine.for %arg2 = 1 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1, %arg2 - 1] : memref<10x10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @reduce(%arg0: memref<10xf32>) -> f32 {
// REDUCE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// REDUCE-NEXT: %0 = affine.parallel (%arg1) = (0) to (10) reduce ("addf") -> (f32) {
// REDUCE-NEXT: %2 = affine.load %arg0[%arg1] : memref<10xf32>
// REDUCE-NEXT: affine.yield %2 : f32
// REDUCE-NEXT: }
// REDUCE-NEXT: %1 = arith.addf %cst, %0 : f32
// REDUCE-NEXT: return %1 : f32
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @sym(%arg0: memref<100xf32>, %arg1: index) {
// REDUCE-NEXT: affine.for %arg2 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<100xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @bounds(%arg0: memref<100xf32>, %arg1: index) {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (min(symbol(%arg1), 50)) step (2) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2 + 1] : memref<100xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @transpose_inplace(%arg0: memref<10x10xf32>) {
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @triangular(%arg0: memref<10x10xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: affine.parallel (%arg2) = (%arg1 + 1) to (10) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<10x10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<10x10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @mod_sub(%arg0: memref<10xf32>) {
// REDUCE-NEXT: affine.for %arg1 = 0 to 20 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 mod 10] : memref<10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1 mod 10] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 floordiv 2] : memref<10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1 floordiv 2 + 5] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @guarded(%arg0: memref<20xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (20) {
// REDUCE-NEXT: affine.if #set(%arg1) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 - 10] : memref<20xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1] : memref<20xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @sym_bounds(%arg0: memref<?xf32>, %arg1: index) {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (symbol(%arg1)) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<?xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @calls(%arg0: memref<10xf32>) {
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: func.call @g() : () -> ()
// REDUCE-NEXT: }
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: %c0 = arith.constant 0 : index
// REDUCE-NEXT: %0 = memref.load %arg0[%c0] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func private @g()
// REDUCE-LABEL: func.func @nested3(%arg0: memref<10x10x10xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (10) {
// REDUCE-NEXT: affine.parallel (%arg3) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @scalar_accum(%arg0: memref<10xf32>, %arg1: memref<f32>) {
// REDUCE-NEXT: affine.for %arg2 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// REDUCE-NEXT: %1 = affine.load %arg1[] : memref<f32>
// REDUCE-NEXT: %2 = arith.addf %1, %0 : f32
// REDUCE-NEXT: affine.store %2, %arg1[] : memref<f32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @apply_index(%arg0: memref<30xf32>) {
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.apply #map(%arg1)
// REDUCE-NEXT: %1 = affine.load %arg0[%0 + 1] : memref<30xf32>
// REDUCE-NEXT: affine.store %1, %arg0[%0] : memref<30xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @big_stride(%arg0: memref<100xf32>) {
// REDUCE-NEXT: affine.for %arg1 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 * 7 + 3] : memref<100xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1 * 5] : memref<100xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: affine.parallel (%arg1) = (0) to (5) {
// REDUCE-NEXT: %0 = affine.load %arg0[%arg1 * 6 + 3] : memref<100xf32>
// REDUCE-NEXT: affine.store %0, %arg0[%arg1 * 4] : memref<100xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @vector_accesses(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.vector_load %arg0[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// REDUCE-NEXT: affine.vector_store %0, %arg1[%arg2 * 8] : memref<100xf32>, vector<8xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: affine.for %arg2 = 0 to 10 {
// REDUCE-NEXT: %0 = affine.vector_load %arg0[%arg2] : memref<100xf32>, vector<8xf32>
// REDUCE-NEXT: affine.vector_store %0, %arg0[%arg2 + 1] : memref<100xf32>, vector<8xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @reductions(%arg0: memref<10xf32>, %arg1: memref<10xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// REDUCE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// REDUCE-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// REDUCE-NEXT: %c0_i32 = arith.constant 0 : i32
// REDUCE-NEXT: %c1_i32 = arith.constant 1 : i32
// REDUCE-NEXT: %0:8 = affine.parallel (%arg2) = (0) to (10) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "andi", "ori") -> (f32, f32, f32, f32, i32, i32, i32, i32) {
// REDUCE-NEXT: %9 = affine.load %arg0[%arg2] : memref<10xf32>
// REDUCE-NEXT: %10 = affine.load %arg1[%arg2] : memref<10xi32>
// REDUCE-NEXT: affine.yield %9, %9, %9, %9, %10, %10, %10, %10 : f32, f32, f32, f32, i32, i32, i32, i32
// REDUCE-NEXT: }
// REDUCE-NEXT: %1 = arith.addf %cst, %0#0 : f32
// REDUCE-NEXT: %2 = arith.mulf %cst_0, %0#1 : f32
// REDUCE-NEXT: %3 = arith.maximumf %cst, %0#2 : f32
// REDUCE-NEXT: %4 = arith.minimumf %cst_0, %0#3 : f32
// REDUCE-NEXT: %5 = arith.addi %c0_i32, %0#4 : i32
// REDUCE-NEXT: %6 = arith.muli %c1_i32, %0#5 : i32
// REDUCE-NEXT: %7 = arith.andi %c1_i32, %0#6 : i32
// REDUCE-NEXT: %8 = arith.ori %c0_i32, %0#7 : i32
// REDUCE-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, i32, i32, i32, i32
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @not_reductions(%arg0: memref<10xf32>) -> (f32, f32, f32) {
// REDUCE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// REDUCE-NEXT: %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
// REDUCE-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// REDUCE-NEXT: affine.yield %2 : f32
// REDUCE-NEXT: }
// REDUCE-NEXT: %1:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst, %arg3 = %cst) -> (f32, f32) {
// REDUCE-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// REDUCE-NEXT: affine.yield %2, %2 : f32, f32
// REDUCE-NEXT: }
// REDUCE-NEXT: return %0, %1#0, %1#1 : f32, f32, f32
// REDUCE-NEXT: }
// REDUCE-LABEL: func.func @nested_reduction(%arg0: memref<10x20xf32>, %arg1: memref<10xf32>) {
// REDUCE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// REDUCE-NEXT: affine.parallel (%arg2) = (0) to (10) {
// REDUCE-NEXT: %0 = affine.parallel (%arg3) = (0) to (20) reduce ("addf") -> (f32) {
// REDUCE-NEXT: %2 = affine.load %arg0[%arg2, %arg3] : memref<10x20xf32>
// REDUCE-NEXT: affine.yield %2 : f32
// REDUCE-NEXT: }
// REDUCE-NEXT: %1 = arith.addf %cst, %0 : f32
// REDUCE-NEXT: affine.store %1, %arg1[%arg2] : memref<10xf32>
// REDUCE-NEXT: }
// REDUCE-NEXT: return
// REDUCE-NEXT: }
// REDUCE-NEXT: }