// RUN: loomlir opt %s -affine-parallelize | FileCheck %s
// RUN: loomlir opt %s -affine-parallelize=max-nested=1 | FileCheck %s --check-prefix=NESTED1

// affine-parallelize as mlir-opt-22 runs it: loops whose iterations touch no element another
// iteration writes (exact integer dependence tests over bounds, steps, conditions and subscripts
// with floordiv and mod) become affine.parallel, outermost first; loops with calls, non-affine
// memory accesses or carried values stay; memrefs allocated in the loop do not count;
// max-nested bounds the depth of parallel loops.

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
// NESTED1-NEXT: }
