// RUN: loomlir opt %s --canonicalize | FileCheck %s

// The vector ops' folds and canonicalization patterns: extracts through broadcasts, inserts,
// extracts and from_elements; shape_cast and transpose chains; constants; masks.

func.func @extract_broadcast(%f: f32, %v: vector<4xf32>, %w: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %1 = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.extract %b2[1, 2] : f32 from vector<3x4xf32>
  %3 = vector.extract %b2[2] : vector<4xf32> from vector<3x4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, f32, vector<4xf32>
}
func.func @shape_cast_chains(%w: vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>) {
  %0 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  %3 = vector.shape_cast %w : vector<2x4xf32> to vector<2x4xf32>
  %4 = vector.shape_cast %3 : vector<2x4xf32> to vector<8xf32>
  return %1, %2, %4 : vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>
}
func.func @transpose_pairs(%u: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<3x4x2xf32>, vector<2x3x4xf32>) {
  %0 = vector.transpose %u, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
  %1 = vector.transpose %0, [2, 0, 1] : vector<3x4x2xf32> to vector<2x3x4xf32>
  %2 = vector.transpose %u, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %3 = vector.transpose %2, [0, 2, 1] : vector<3x2x4xf32> to vector<3x4x2xf32>
  %4 = vector.transpose %u, [0, 1, 2] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return %1, %3, %4 : vector<2x3x4xf32>, vector<3x4x2xf32>, vector<2x3x4xf32>
}
func.func @constants() -> (vector<4xf32>, f32, vector<2x2xi32>, vector<3xi1>) {
  %c = arith.constant 1.5 : f32
  %0 = vector.broadcast %c : f32 to vector<4xf32>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %1 = vector.extract %d[2] : f32 from vector<4xf32>
  %e = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = vector.shape_cast %e : vector<4xi32> to vector<2x2xi32>
  %c2 = arith.constant 2 : index
  %3 = vector.create_mask %c2 : vector<3xi1>
  return %0, %1, %2, %3 : vector<4xf32>, f32, vector<2x2xi32>, vector<3xi1>
}
func.func @elements(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, f32, vector<4xf32>) {
  %e:4 = vector.to_elements %v : vector<4xf32>
  %0 = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xf32>
  %1 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %2:4 = vector.to_elements %1 : vector<4xf32>
  %3 = vector.insert %f, %v[1] : f32 into vector<4xf32>
  %4 = vector.extract %3[1] : f32 from vector<4xf32>
  return %0, %2#2, %1 : vector<4xf32>, f32, vector<4xf32>
}
func.func @ins(%v: vector<3x4xf32>, %r: vector<4xf32>, %f: f32, %g: f32) -> (vector<4xf32>, f32, f32, f32) {
  %0 = vector.insert %r, %v[1] : vector<4xf32> into vector<3x4xf32>
  %1 = vector.insert %f, %0[2, 3] : f32 into vector<3x4xf32>
  %2 = vector.extract %1[1] : vector<4xf32> from vector<3x4xf32>
  %3 = vector.extract %1[1, 2] : f32 from vector<3x4xf32>
  %4 = vector.extract %1[2, 3] : f32 from vector<3x4xf32>
  %5 = vector.extract %1[0, 1] : f32 from vector<3x4xf32>
  return %2, %3, %4, %5 : vector<4xf32>, f32, f32, f32
}
func.func @dyn(%v: vector<3x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.extract %v[%c1, %c2] : f32 from vector<3x4xf32>
  return %0 : f32
}
func.func @chain(%v: vector<2x3x4xf32>) -> f32 {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %1[3] : f32 from vector<4xf32>
  return %2 : f32
}
func.func @bc(%v: vector<1x4xf32>, %s: vector<4xf32>) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>) {
  %b = vector.broadcast %v : vector<1x4xf32> to vector<5x3x4xf32>
  %0 = vector.extract %b[4, 2, 1] : f32 from vector<5x3x4xf32>
  %1 = vector.extract %b[4, 2] : vector<4xf32> from vector<5x3x4xf32>
  %b2 = vector.broadcast %s : vector<4xf32> to vector<3x2x4xf32>
  %2 = vector.extract %b2[1] : vector<2x4xf32> from vector<3x2x4xf32>
  %b3 = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  %b4 = vector.broadcast %b3 : vector<2x4xf32> to vector<3x2x4xf32>
  return %0, %1, %2, %b4 : f32, vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>
}
func.func @consts() -> (vector<2x2xf32>, vector<4xi32>, vector<3xf32>, vector<2x3xi1>, vector<2x3xi1>, vector<4xf32>) {
  %c = arith.constant dense<2.0> : vector<2x2xf32>
  %0 = vector.transpose %c, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %1 = vector.from_elements %a, %b, %a, %b : vector<4xi32>
  %x = arith.constant 1.0 : f32
  %2 = vector.from_elements %x, %x, %x : vector<3xf32>
  %m1 = arith.constant -1 : index
  %m5 = arith.constant 5 : index
  %m2 = arith.constant 2 : index
  %3 = vector.create_mask %m1, %m2 : vector<2x3xi1>
  %4 = vector.create_mask %m5, %m2 : vector<2x3xi1>
  %d = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %5 = vector.extract %d[1] : vector<2xf32> from vector<2x2xf32>
  %6 = vector.shape_cast %d : vector<2x2xf32> to vector<4xf32>
  return %0, %1, %2, %3, %4, %6 : vector<2x2xf32>, vector<4xi32>, vector<3xf32>, vector<2x3xi1>, vector<2x3xi1>, vector<4xf32>
}
func.func @sc(%v: vector<4xf32>, %u: vector<1x4xf32>) -> (vector<4xf32>, vector<2x2xf32>, vector<4x1xf32>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %0 = vector.shape_cast %b : vector<1x4xf32> to vector<4xf32>
  %t = vector.transpose %u, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %1 = vector.shape_cast %t : vector<4x1xf32> to vector<2x2xf32>
  %t2 = vector.transpose %u, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0, %1, %t2 : vector<4xf32>, vector<2x2xf32>, vector<4x1xf32>
}
func.func @te(%a: f32, %b: f32) -> (f32, f32) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %e:2 = vector.to_elements %v : vector<2xf32>
  %x = vector.extract %v[1] : f32 from vector<2xf32>
  return %e#0, %x : f32, f32
}
func.func @masks() -> (vector<2x3xi1>, vector<2x3xi1>, vector<2x3xi1>, vector<[4]xi1>) {
 %0 = vector.constant_mask [2, 3] : vector<2x3xi1>
 %1 = vector.constant_mask [0, 0] : vector<2x3xi1>
 %2 = vector.constant_mask [1, 3] : vector<2x3xi1>
 %3 = vector.constant_mask [4] : vector<[4]xi1>
 return %0, %1, %2, %3 : vector<2x3xi1>, vector<2x3xi1>, vector<2x3xi1>, vector<[4]xi1> }

// CHECK: module {
// CHECK-LABEL: func.func @extract_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %0, %1, %arg1 : f32, vector<4xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shape_cast_chains(%arg0: vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %arg0, %0, %1 : vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_pairs(%arg0: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<3x4x2xf32>, vector<2x3x4xf32>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
// CHECK-NEXT: return %arg0, %0, %arg0 : vector<2x3x4xf32>, vector<3x4x2xf32>, vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() -> (vector<4xf32>, f32, vector<2x2xi32>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CHECK-NEXT: %0 = vector.constant_mask [2] : vector<3xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %0 : vector<4xf32>, f32, vector<2x2xi32>, vector<3xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0 : vector<4xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins(%arg0: vector<3x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: f32) -> (vector<4xf32>, f32, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0, 1] : f32 from vector<3x4xf32>
// CHECK-NEXT: return %arg1, %0, %arg2, %1 : vector<4xf32>, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: vector<3x4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<3x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: vector<2x3x4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc(%arg0: vector<1x4xf32>, %arg1: vector<4xf32>) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 1] : f32 from vector<1x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<4xf32> to vector<3x2x4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consts() -> (vector<2x2xf32>, vector<4xi32>, vector<3xf32>, vector<2x3xi1>, vector<2x3xi1>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 1, 2]> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1.000000e+00> : vector<3xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = vector.constant_mask [2, 2] : vector<2x3xi1>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %0, %cst : vector<2x2xf32>, vector<4xi32>, vector<3xf32>, vector<2x3xi1>, vector<2x3xi1>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sc(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>) -> (vector<4xf32>, vector<2x2xf32>, vector<4x1xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg1 : vector<1x4xf32> to vector<2x2xf32>
// CHECK-NEXT: %1 = vector.transpose %arg1, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: return %arg0, %0, %1 : vector<4xf32>, vector<2x2xf32>, vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @te(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masks() -> (vector<2x3xi1>, vector<2x3xi1>, vector<2x3xi1>, vector<[4]xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2x3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = vector.constant_mask [1, 3] : vector<2x3xi1>
// CHECK-NEXT: return %cst_0, %cst_1, %0, %cst : vector<2x3xi1>, vector<2x3xi1>, vector<2x3xi1>, vector<[4]xi1>
// CHECK-NEXT: }

// Dynamic positions: dropped along the broadcast's new and stretched dimensions, kept elsewhere.
func.func @extract_broadcast_dynamic(%f: f32, %r: vector<1x3xf32>, %s: vector<2x1x3xf32>, %i: index, %j: index) -> (f32, f32, vector<3xf32>, f32) {
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %0 = vector.extract %b[%i] : f32 from vector<4xf32>
  %b2 = vector.broadcast %r : vector<1x3xf32> to vector<4x3xf32>
  %1 = vector.extract %b2[%i, %j] : f32 from vector<4x3xf32>
  %b3 = vector.broadcast %s : vector<2x1x3xf32> to vector<5x2x4x3xf32>
  %2 = vector.extract %b3[%i, %j, 3] : vector<3xf32> from vector<5x2x4x3xf32>
  %b4 = vector.broadcast %s : vector<2x1x3xf32> to vector<2x1x3xf32>
  %3 = vector.extract %b4[1, %i, %j] : f32 from vector<2x1x3xf32>
  return %0, %1, %2, %3 : f32, f32, vector<3xf32>, f32
}
// CHECK-LABEL: func.func @extract_broadcast_dynamic(%arg0: f32, %arg1: vector<1x3xf32>, %arg2: vector<2x1x3xf32>, %arg3: index, %arg4: index) -> (f32, f32, vector<3xf32>, f32) {
// CHECK-NEXT:    %0 = vector.extract %arg1[0, %arg4] : f32 from vector<1x3xf32>
// CHECK-NEXT:    %1 = vector.extract %arg2[%arg4, 0] : vector<3xf32> from vector<2x1x3xf32>
// CHECK-NEXT:    %2 = vector.extract %arg2[1, %arg3, %arg4] : f32 from vector<2x1x3xf32>
// CHECK-NEXT:    return %arg0, %0, %1, %2 : f32, f32, vector<3xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
