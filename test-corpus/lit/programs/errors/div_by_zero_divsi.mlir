// Run-time error: arith.divsi by zero (undefined behaviour upstream) must stop the program with an
// error naming the divsi's location. What was printed before stays printed; nothing after runs.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @divide(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32  // fails here
  return %q : i32
}

func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %ok = func.call @divide(%a, %b) : (i32, i32) -> i32
  vector.print %ok : i32
  %bad = func.call @divide(%a, %z) : (i32, i32) -> i32
  vector.print %bad : i32
  vector.print str "not reached\n"
  return
}

// CHECK: 3
// CHECK-NEXT: {{.*}}programs/errors/div_by_zero_divsi.mlir:7:8: error: integer division by zero
// CHECK-NOT: not reached
