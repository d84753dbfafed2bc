// Run-time error: a vector.gather whose index vector points one lane past the end of the memref.
// Lanes the mask leaves off are never read, even out of bounds (the first gather); a lane it
// sets is checked like any load (the second).
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s
// RUN: not loomlir run %s --coroutines=virtual-threads 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<6xi64>
  %two = arith.constant 2 : i64
  linalg.fill ins(%two : i64) outs(%m : memref<6xi64>)
  %idx = arith.constant dense<[0, 5, 6, 1]> : vector<4xindex>
  %pass = arith.constant dense<-1> : vector<4xi64>
  %some = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %a = vector.gather %m[%c0] [%idx], %some, %pass : memref<6xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  vector.print %a : vector<4xi64>
  %all = arith.constant dense<true> : vector<4xi1>
  %b = vector.gather %m[%c0] [%idx], %all, %pass : memref<6xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>  // fails here
  vector.print %b : vector<4xi64>
  return
}

// CHECK: ( 2, 2, -1, 2 )
// CHECK-NEXT: {{.*}}programs/errors/vector_gather_oob.mlir:19:8: error: out-of-bounds memref access (Index 6 out of bounds for length 6)
// CHECK-NOT: (
