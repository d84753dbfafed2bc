// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// vector.print in all its forms, and vector.broadcast.

func.func @print(%x: f32, %v: vector<4xf32>, %i: i32, %n: index, %v2: vector<2x3xi64>, %v0: vector<f32>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %v2 : vector<2x3xi64>
  vector.print %v0 : vector<f32>
  vector.print %n : index
  vector.print %i : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "hello\n"
  vector.print str "tab\tquote\"" {test.attr}
  vector.print %x : f32 punctuation <comma>
  "vector.print"(%x) <{punctuation = #vector.punctuation<open>}> : (f32) -> ()
  return
}

func.func @broadcast(%x: f32, %v: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  vector.print %0 : vector<4xf32>
  return %1 : vector<2x4xf32>
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @print(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32, %arg3: index, %arg4: vector<2x3xi64>, %arg5: vector<f32>) {
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: vector.print %arg1 : vector<4xf32>
// CHECK-NEXT: vector.print %arg4 : vector<2x3xi64>
// CHECK-NEXT: vector.print %arg5 : vector<f32>
// CHECK-NEXT: vector.print %arg3 : index
// CHECK-NEXT: vector.print %arg2 : i32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print str "tab\09quote\22" {test.attr}
// CHECK-NEXT: vector.print %arg0 : f32 punctuation <comma>
// CHECK-NEXT: vector.print %arg0 : f32 punctuation <open>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast(%arg0: f32, %arg1: vector<4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: vector.print %0 : vector<4xf32>
// CHECK-NEXT: return %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
