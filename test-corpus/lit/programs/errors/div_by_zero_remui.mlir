// Run-time error: arith.remui (i64) by zero inside an scf.for loop: the error names the remui.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 100 : i64
  // Divisors 2, 1, 0: the third iteration divides by zero.
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %two = arith.constant 2 : i64
    %d = arith.subi %two, %ii : i64
    %r = arith.remui %x, %d : i64  // fails here
    vector.print %r : i64
  }
  return
}

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: {{.*}}programs/errors/div_by_zero_remui.mlir:15:10: error: integer division by zero
