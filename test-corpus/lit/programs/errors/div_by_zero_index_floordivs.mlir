// Run-time error: index.floordivs by zero (and the same rule for every signed/unsigned integer
// division and remainder of arith and index): the error names the op.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @floor(%a: index, %b: index) -> index {
  %q = index.floordivs %a, %b  // fails here
  return %q : index
}

func.func @main() {
  %a = index.constant -7
  %b = index.constant 2
  %z = index.constant 0
  %ok = func.call @floor(%a, %b) : (index, index) -> index
  %oki = arith.index_cast %ok : index to i64
  vector.print %oki : i64
  %bad = func.call @floor(%a, %z) : (index, index) -> index
  return
}

// CHECK: -4
// CHECK-NEXT: {{.*}}programs/errors/div_by_zero_index_floordivs.mlir:7:8: error: integer division by zero
