// Run-time error: a load through a subview that lands outside the underlying allocation.
// The subview covers elements 6 and 7 of an 8-element buffer; index 1 (element 7) is fine,
// index 2 of the view would be element 8: outside the allocation. (Indices beyond a view's
// sizes that stay inside the allocation are not errors: MLIR leaves them to the program.)
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @read(%v: memref<?xi64, strided<[1], offset: ?>>, %i: index) -> i64 {
  %x = memref.load %v[%i] : memref<?xi64, strided<[1], offset: ?>>  // fails here
  return %x : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<8xi64>
  %val = arith.constant 77 : i64
  memref.store %val, %m[%c6] : memref<8xi64>
  %c7 = arith.constant 7 : index
  %val2 = arith.constant 88 : i64
  memref.store %val2, %m[%c7] : memref<8xi64>
  %view = memref.subview %m[%c6] [%c2] [1] : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
  %ok = func.call @read(%view, %c1) : (memref<?xi64, strided<[1], offset: ?>>, index) -> i64
  vector.print %ok : i64
  %bad = func.call @read(%view, %c2) : (memref<?xi64, strided<[1], offset: ?>>, index) -> i64
  vector.print %bad : i64
  return
}

// CHECK: 88
// CHECK-NEXT: {{.*}}programs/errors/oob_subview.mlir:9:8: error: out-of-bounds memref access
