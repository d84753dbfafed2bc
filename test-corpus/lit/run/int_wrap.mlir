// RUN: loomlir run %s | FileCheck %s
// Expected output produced by upstream (mlir-opt-22 + mlir-runner-22).

// CHECK: -106
// CHECK-NEXT: -120
// CHECK-NEXT: 127
// CHECK-NEXT: -5536
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: -4
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: -140737488355328
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 18446744073709551611
// Integer arithmetic wraps at the declared width.
func.func @main() {
  %a8 = arith.constant 100 : i8
  %b8 = arith.constant 50 : i8
  %s8 = arith.addi %a8, %b8 : i8
  vector.print %s8 : i8
  %m8 = arith.muli %a8, %b8 : i8
  vector.print %m8 : i8
  %n8 = arith.constant -128 : i8
  %one8 = arith.constant 1 : i8
  %d8 = arith.subi %n8, %one8 : i8
  vector.print %d8 : i8
  %a16 = arith.constant 30000 : i16
  %s16 = arith.addi %a16, %a16 : i16
  vector.print %s16 : i16
  %a32 = arith.constant 2147483647 : i32
  %one32 = arith.constant 1 : i32
  %s32 = arith.addi %a32, %one32 : i32
  vector.print %s32 : i32
  %a64 = arith.constant 9223372036854775807 : i64
  %one64 = arith.constant 1 : i64
  %s64 = arith.addi %a64, %one64 : i64
  vector.print %s64 : i64
  %a3 = arith.constant 3 : i3
  %one3 = arith.constant 1 : i3
  %s3 = arith.addi %a3, %one3 : i3
  vector.print %s3 : i3
  %m3 = arith.muli %a3, %a3 : i3
  vector.print %m3 : i3
  %a5 = arith.constant 15 : i5
  %m5 = arith.constant -16 : i5
  %x5 = arith.xori %a5, %m5 : i5
  vector.print %x5 : i5
  %a48 = arith.constant 140737488355327 : i48
  %one48 = arith.constant 1 : i48
  %s48 = arith.addi %a48, %one48 : i48
  vector.print %s48 : i48
  %t = arith.constant true
  %f = arith.constant false
  %t2 = arith.addi %t, %t : i1
  vector.print %t2 : i1
  %t3 = arith.subi %f, %t : i1
  vector.print %t3 : i1
  %t4 = arith.ori %t, %f : i1
  vector.print %t4 : i1
  %and = arith.andi %a32, %s32 : i32
  vector.print %and : i32
  %i1 = arith.constant -1 : index
  %i2 = arith.constant 5 : index
  %si = arith.muli %i1, %i2 : index
  vector.print %si : index
  return
}
