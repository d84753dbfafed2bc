// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// The custom syntax of the func dialect.

func.func private @external(i32, i64 {test.arg}) -> (f32 {test.res = 1 : i64})
func.func private @no_results(i32)
func.func nested @nested_visibility() {
  return
}
func.func @returns_function() -> ((i32) -> i32) {
  %f = func.constant @identity : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @identity(%x: i32) -> i32 {
  return %x : i32
}
func.func @attrs(%a: i32 {test.noalias}, %b: i64) -> (i32, i64) attributes {no_inline, test.x = 3 : i64} {
  %0:2 = func.call @attrs(%a, %b) : (i32, i64) -> (i32, i64)
  %f = func.constant @attrs : (i32, i64) -> (i32, i64)
  %1:2 = func.call_indirect %f(%a, %b) : (i32, i64) -> (i32, i64)
  %2 = call @identity(%a) {no_inline, test.y} : (i32) -> i32
  call @no_results(%a) : (i32) -> ()
  %g = constant @identity : (i32) -> i32
  %3 = call_indirect %g(%2) : (i32) -> i32
  return %a, %b : i32, i64
}
func.func @result_attr_single(%a: f32) -> (f32 {test.res}) {
  func.return %a : f32
}
func.func @quoted_name_and_unused_args(%arg0: index, %unused: index) {
  return
}
func.func @"quoted name"() {
  return
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func private @external(i32, i64 {test.arg}) -> (f32 {test.res = 1 : i64})
// CHECK-LABEL: func.func private @no_results(i32)
// CHECK-LABEL: func.func nested @nested_visibility() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @returns_function() -> ((i32) -> i32) {
// CHECK-NEXT: %f = constant @identity : (i32) -> i32
// CHECK-NEXT: return %f : (i32) -> i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attrs(%arg0: i32 {test.noalias}, %arg1: i64) -> (i32, i64) attributes {no_inline, test.x = 3 : i64} {
// CHECK-NEXT: %0:2 = call @attrs(%arg0, %arg1) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: %f = constant @attrs : (i32, i64) -> (i32, i64)
// CHECK-NEXT: %1:2 = call_indirect %f(%arg0, %arg1) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: %2 = call @identity(%arg0) {no_inline, test.y} : (i32) -> i32
// CHECK-NEXT: call @no_results(%arg0) : (i32) -> ()
// CHECK-NEXT: %f_0 = constant @identity : (i32) -> i32
// CHECK-NEXT: %3 = call_indirect %f_0(%2) : (i32) -> i32
// CHECK-NEXT: return %arg0, %arg1 : i32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @result_attr_single(%arg0: f32) -> (f32 {test.res}) {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quoted_name_and_unused_args(%arg0: index, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @"quoted name"() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
