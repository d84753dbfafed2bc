// Run-time error: memref.load and memref.store of whole vectors on a memref of vectors, one
// vector past the end (each vector's lanes are one run of the storage, checked like a vector.load
// row). The first load and store are in bounds; the load past the end fails at its own location,
// as does, in @store, the store past the end; nothing after either runs.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s
// RUN: not loomlir run %s -e store -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=STORE

func.func @load(%m: memref<?xvector<4xi32>>, %i: index) -> vector<4xi32> {
  %v = memref.load %m[%i] : memref<?xvector<4xi32>>
  return %v : vector<4xi32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c3) : memref<?xvector<4xi32>>
  %v = arith.constant dense<5> : vector<4xi32>
  memref.store %v, %m[%c1] : memref<?xvector<4xi32>>
  %a = func.call @load(%m, %c1) : (memref<?xvector<4xi32>>, index) -> vector<4xi32>
  vector.print %a : vector<4xi32>
  %b = func.call @load(%m, %c3) : (memref<?xvector<4xi32>>, index) -> vector<4xi32>
  vector.print %b : vector<4xi32>
  return
}

func.func @store() {
  %c2 = arith.constant 2 : index
  %w = memref.alloca() : memref<2xvector<2x2xf32>>
  %v = arith.constant dense<1.0> : vector<2x2xf32>
  memref.store %v, %w[%c2] : memref<2xvector<2x2xf32>>
  vector.print %c2 : index
  return
}

// CHECK: ( 5, 5, 5, 5 )
// CHECK-NEXT: {{.*}}programs/errors/vector_memref_of_vectors_oob.mlir:11:8: error: out-of-bounds memref access (Index 12 out of bounds for length 12)
// CHECK-NOT: (
// STORE: {{.*}}programs/errors/vector_memref_of_vectors_oob.mlir:32:3: error: out-of-bounds memref access (Index 8 out of bounds for length 8)
// STORE-NOT: 2
