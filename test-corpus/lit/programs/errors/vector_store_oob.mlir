// Run-time error: a vector.store whose lanes start inside the allocation and end past it (lanes
// 7..10 of a 2x4 memref, through dynamic indices); the store before it, of row 1, is fine.
// The error names the last lane's element; nothing after the store runs.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @store(%m: memref<2x4xi32>, %i: index, %j: index) {
  %v = arith.constant dense<7> : vector<4xi32>
  vector.store %v, %m[%i, %j] : memref<2x4xi32>, vector<4xi32>  // fails here
  vector.print %i : index
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x4xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%m : memref<2x4xi32>)
  func.call @store(%m, %c1, %c0) : (memref<2x4xi32>, index, index) -> ()
  %u = memref.cast %m : memref<2x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  func.call @store(%m, %c1, %c3) : (memref<2x4xi32>, index, index) -> ()
  return
}

// CHECK: 1
// CHECK: [0,   0,   0,   0],
// CHECK-NEXT: [7,   7,   7,   7]]
// CHECK-NEXT: {{.*}}programs/errors/vector_store_oob.mlir:12:3: error: out-of-bounds memref access (Index 10 out of bounds for length 8)
// CHECK-NOT: 1
