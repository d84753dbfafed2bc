// RUN: loomlir opt %s --canonicalize | FileCheck %s

// Folds and canonicalizations of the reductions and of extracts through shape casts:
// multi_reduction over unit dimensions (or none) becomes the combining op with the accumulator;
// a 1-D multi_reduction that reduces nothing folds to its source (upstream's fold, which drops
// the accumulator); a reduction of one element is that element, combined with the accumulator;
// an extract of a shape_cast reads the cast's source when the trailing dimensions agree; an add of
// an add-kind contraction from a zero accumulator becomes the contraction onto the other operand.

func.func @extract_through_shape_cast(%v: vector<2x4x3xf32>, %w: vector<24xf32>) -> (vector<3xf32>, f32, vector<8xf32>, f32, vector<4x3xf32>) {
  %0 = vector.shape_cast %v : vector<2x4x3xf32> to vector<8x3xf32>
  %1 = vector.extract %0[5] : vector<3xf32> from vector<8x3xf32>
  %2 = vector.extract %0[6, 2] : f32 from vector<8x3xf32>
  %3 = vector.shape_cast %v : vector<2x4x3xf32> to vector<3x8xf32>
  %4 = vector.extract %3[1] : vector<8xf32> from vector<3x8xf32>
  %5 = vector.shape_cast %w : vector<24xf32> to vector<2x3x4xf32>
  %6 = vector.extract %5[1, 2, 3] : f32 from vector<2x3x4xf32>
  %7 = vector.shape_cast %v : vector<2x4x3xf32> to vector<2x1x4x3xf32>
  %8 = vector.extract %7[1, 0] : vector<4x3xf32> from vector<2x1x4x3xf32>
  return %1, %2, %4, %6, %8 : vector<3xf32>, f32, vector<8xf32>, f32, vector<4x3xf32>
}
func.func @unit_all(%m: vector<1x1xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <add>, %m, %acc [0, 1] : vector<1x1xf32> to f32
  return %r : f32
}
func.func @unit_some(%m: vector<2x1xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <maxsi>, %m, %acc [1] : vector<2x1xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @none_rank2(%m: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.multi_reduction <mul>, %m, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @none_rank1(%m: vector<3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = vector.multi_reduction <add>, %m, %acc [] : vector<3xf32> to vector<3xf32>
  return %r : vector<3xf32>
}
func.func @not_unit(%m: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @single(%v: vector<1xf32>, %acc: f32) -> (f32, f32) {
  %r = vector.reduction <minimumf>, %v, %acc fastmath<nnan> : vector<1xf32> into f32
  %s = vector.reduction <add>, %v : vector<1xf32> into f32
  return %r, %s : f32, f32
}
func.func @single0d(%v: vector<i32>, %acc: i32) -> i32 {
  %r = vector.reduction <xor>, %v, %acc : vector<i32> into i32
  return %r : i32
}
func.func @wide(%v: vector<2xf32>) -> f32 {
  %r = vector.reduction <add>, %v : vector<2xf32> into f32
  return %r : f32
}
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %d: vector<2x2xf32>) -> (vector<2x2xf32>, vector<2x2xf32>) {
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %c = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %e = arith.addf %d, %c : vector<2x2xf32>
  %g = arith.addf %c, %e : vector<2x2xf32>
  return %e, %g : vector<2x2xf32>, vector<2x2xf32>
}
func.func @i(%a: vector<4xi32>, %b: vector<4xi32>, %d: i32) -> i32 {
  %z = arith.constant 0 : i32
  %c = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4xi32>, vector<4xi32> into i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
func.func @nz(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %d: vector<2x2xf32>) -> vector<2x2xf32> {
  %z = arith.constant dense<-0.0> : vector<2x2xf32>
  %c = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %e = arith.addf %c, %d : vector<2x2xf32>
  return %e : vector<2x2xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_through_shape_cast(%arg0: vector<2x4x3xf32>, %arg1: vector<24xf32>) -> (vector<3xf32>, f32, vector<8xf32>, f32, vector<4x3xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 1] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1, 2, 2] : f32 from vector<2x4x3xf32>
// CHECK-NEXT:     %2 = vector.shape_cast %arg0 : vector<2x4x3xf32> to vector<3x8xf32>
// CHECK-NEXT:     %3 = vector.extract %2[1] : vector<8xf32> from vector<3x8xf32>
// CHECK-NEXT:     %4 = vector.extract %arg1[23] : f32 from vector<24xf32>
// CHECK-NEXT:     %5 = vector.extract %arg0[1] : vector<4x3xf32> from vector<2x4x3xf32>
// CHECK-NEXT:     return %0, %1, %3, %4, %5 : vector<3xf32>, f32, vector<8xf32>, f32, vector<4x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_all(%arg0: vector<1x1xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : f32 from vector<1x1xf32>
// CHECK-NEXT:     %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_some(%arg0: vector<2x1xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x1xi32> to vector<2xi32>
// CHECK-NEXT:     %1 = arith.maxsi %arg1, %0 : vector<2xi32>
// CHECK-NEXT:     return %1 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @none_rank2(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = arith.mulf %arg1, %arg0 : vector<2x3xf32>
// CHECK-NEXT:     return %0 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @none_rank1(%arg0: vector<3xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:     return %arg0 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_unit(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x3xf32> to vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single(%arg0: vector<1xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     %1 = arith.minimumf %0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %2 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:     return %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single0d(%arg0: vector<i32>, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[] : i32 from vector<i32>
// CHECK-NEXT:     %1 = arith.xori %0, %arg1 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wide(%arg0: vector<2xf32>) -> f32 {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0 : vector<2xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> (vector<2x2xf32>, vector<2x2xf32>) {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %0 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     return %0, %1 : vector<2x2xf32>, vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nz(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<-0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %1 = arith.addf %0, %arg2 : vector<2x2xf32>
// CHECK-NEXT:     return %1 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
