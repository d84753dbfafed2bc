// Run-time error: a failing cf.assert reports its message at the assert's location.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @check_positive(%x: i32) {
  %zero = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %zero : i32
  cf.assert %ok, "expected a positive value"  // fails here
  return
}

func.func @main() {
  %a = arith.constant 5 : i32
  %b = arith.constant -5 : i32
  func.call @check_positive(%a) : (i32) -> ()
  vector.print str "first check passed\n"
  func.call @check_positive(%b) : (i32) -> ()
  vector.print str "not reached\n"
  return
}

// CHECK: first check passed
// CHECK-NEXT: {{.*}}programs/errors/assert_fail.mlir:8:3: error: expected a positive value
// CHECK-NOT: not reached
