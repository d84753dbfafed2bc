// Run-time error: memref.store one past the end of a static 2-d allocation (row 3 of a 3x4
// memref: linear element 12 of 12). The store must not touch any other data.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xi32>
  %v = arith.constant 9 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i, %c0] : memref<3x4xi32>  // fails here
    vector.print %i : index
  }
  return
}

// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: {{.*}}programs/errors/oob_store_after.mlir:14:5: error: out-of-bounds memref access
