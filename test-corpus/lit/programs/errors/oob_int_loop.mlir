// Run-time error: memref.load past the end of the allocation inside a loop that `loomlir run`
// versions into an i32 loop (loomlir-int-loop-versioning: dynamic bounds that fit an int). The
// error names the load, as on the index path: row 2 of a 3x4 buffer read up to column 5 reaches
// element 12 of 12. Columns 4 of rows 0 and 1 are the next row's first element, as in MLIR.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @row_sum(%m: memref<?x?xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%i, %j] : memref<?x?xi64>  // fails here
    %acc1 = arith.addi %acc, %x : i64
    scf.yield %acc1 : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c4) : memref<?x?xi64>
  %one = arith.constant 1 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %one, %m[%i, %j] : memref<?x?xi64>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %s = func.call @row_sum(%m, %i, %c5) : (memref<?x?xi64>, index, index) -> i64
    vector.print %s : i64
  }
  return
}

// CHECK: 5
// CHECK-NEXT: 5
// CHECK-NEXT: {{.*}}programs/errors/oob_int_loop.mlir:13:10: error: out-of-bounds memref access
// CHECK-NOT: 5
