// Runtime errors name the .mlir location of the failing op (upstream has undefined behaviour
// for division by zero; a failing cf.assert aborts after printing its message).
// RUN: not loomlir run %s 2>&1 | FileCheck %s
// RUN: not loomlir run -e divide %s 2>&1 | FileCheck %s --check-prefix=DIV

// CHECK: before
// CHECK: runtime_errors.mlir:11:3: error: x must be positive
func.func @main() {
  vector.print str "before\n"
  %f = arith.constant false
  cf.assert %f, "x must be positive"
  return
}

// DIV: runtime_errors.mlir:19:8: error: integer division by zero
func.func @divide() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  vector.print %q : i32
  return
}
