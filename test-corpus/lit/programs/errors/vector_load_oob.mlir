// Run-time error: a vector.load whose last lanes fall past the end of the allocation (lanes
// 8..11 of a 10-element memref). The loads before it print; nothing after it runs.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<10xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<10xf32>)
  scf.for %i = %c0 to %c12 step %c4 {
    %v = vector.load %m[%i] : memref<10xf32>, vector<4xf32>  // fails here
    vector.print %v : vector<4xf32>
  }
  vector.print %c0 : index
  return
}

// CHECK: ( 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, 1, 1, 1 )
// CHECK-NEXT: {{.*}}programs/errors/vector_load_oob.mlir:15:10: error: out-of-bounds memref access (Index 11 out of bounds for length 10)
// CHECK-NOT: 0
