// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// The custom syntax of builtin.module and builtin.unrealized_conversion_cast.

module @outer attributes {foo.bar = 1 : i32, test.flag} {
  module {
  }
  module @inner {
    func.func private @decl()
  }
  builtin.module @prefixed {
  }
  func.func @casts(%a: i32, %b: f32) -> i64 {
    %0 = builtin.unrealized_conversion_cast %a : i32 to i64
    %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, index
    %2 = builtin.unrealized_conversion_cast to i64
    %3 = builtin.unrealized_conversion_cast %a : i32 to i64 {test.attr}
    return %0 : i64
  }
}

// CHECK-LABEL: module @outer attributes {foo.bar = 1 : i32, test.flag} {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-LABEL: func.func private @decl()
// CHECK-NEXT: }
// CHECK-NEXT: module @prefixed {
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, index
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {test.attr}
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
