// RUN: loomlir opt %s -lower-vector-multi-reduction | FileCheck %s --check-prefix=PAR
// RUN: loomlir opt %s -lower-vector-multi-reduction=lowering-strategy=inner-parallel | FileCheck %s --check-prefix=PAR
// RUN: loomlir opt %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction | FileCheck %s --check-prefix=RED

// vector.multi_reduction becomes transposes, shape casts and either elementwise arith over the
// rows (inner-parallel, the default) or one vector.reduction per row (inner-reduction), with the
// folds the greedy driver applies on the way (extracts through shape casts and broadcasts, the
// unit-dimension and no-reduction cases).

func.func @inner(%m: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer(%m: vector<2x3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = vector.multi_reduction <mul>, %m, %acc [0] : vector<2x3xf32> to vector<3xf32>
  return %r : vector<3xf32>
}
func.func @one_dim(%m: vector<4xi32>, %acc: i32) -> i32 {
  %r = vector.multi_reduction <xor>, %m, %acc [0] : vector<4xi32> to i32
  return %r : i32
}
func.func @split_dims(%m: vector<2x3x4xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %r = vector.multi_reduction <maxsi>, %m, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  return %r : vector<3xi32>
}
func.func @middle(%m: vector<2x3x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.multi_reduction <maxnumf>, %m, %acc [1] : vector<2x3x4xf32> to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @all(%m: vector<2x3xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <minimumf>, %m, %acc [0, 1] : vector<2x3xf32> to f32
  return %r : f32
}
func.func @four_d(%m: vector<2x2x2x3xi8>, %acc: vector<2x3xi8>) -> vector<2x3xi8> {
  %r = vector.multi_reduction <add>, %m, %acc [0, 1] : vector<2x2x2x3xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @bits(%m: vector<3x2xi1>, %acc: vector<3xi1>) -> vector<3xi1> {
  %r = vector.multi_reduction <or>, %m, %acc [1] : vector<3x2xi1> to vector<3xi1>
  return %r : vector<3xi1>
}
func.func @unit(%m: vector<2x1xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <minui>, %m, %acc [1] : vector<2x1xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @none(%m: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.multi_reduction <add>, %m, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @index_elems(%m: vector<3x2xindex>, %acc: vector<2xindex>) -> vector<2xindex> {
  %r = vector.multi_reduction <and>, %m, %acc [0] : vector<3x2xindex> to vector<2xindex>
  return %r : vector<2xindex>
}

// PAR: module {
// PAR-NEXT:   func.func @inner(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// PAR-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// PAR-NEXT:     %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT:     %2 = arith.addf %1, %arg1 : vector<2xf32>
// PAR-NEXT:     %3 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT:     %4 = arith.addf %3, %2 : vector<2xf32>
// PAR-NEXT:     %5 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// PAR-NEXT:     %6 = arith.addf %5, %4 : vector<2xf32>
// PAR-NEXT:     return %6 : vector<2xf32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @outer(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// PAR-NEXT:     %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// PAR-NEXT:     %1 = arith.mulf %0, %arg1 : vector<3xf32>
// PAR-NEXT:     %2 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// PAR-NEXT:     %3 = arith.mulf %2, %1 : vector<3xf32>
// PAR-NEXT:     return %3 : vector<3xf32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @one_dim(%arg0: vector<4xi32>, %arg1: i32) -> i32 {
// PAR-NEXT:     %0 = vector.shape_cast %arg0 : vector<4xi32> to vector<1x4xi32>
// PAR-NEXT:     %1 = vector.broadcast %arg1 : i32 to vector<1xi32>
// PAR-NEXT:     %2 = vector.transpose %0, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
// PAR-NEXT:     %3 = vector.extract %2[0] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT:     %4 = arith.xori %3, %1 : vector<1xi32>
// PAR-NEXT:     %5 = vector.extract %2[1] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT:     %6 = arith.xori %5, %4 : vector<1xi32>
// PAR-NEXT:     %7 = vector.extract %2[2] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT:     %8 = arith.xori %7, %6 : vector<1xi32>
// PAR-NEXT:     %9 = vector.extract %2[3] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT:     %10 = arith.xori %9, %8 : vector<1xi32>
// PAR-NEXT:     %11 = vector.extract %10[0] : i32 from vector<1xi32>
// PAR-NEXT:     return %11 : i32
// PAR-NEXT:   }
// PAR-NEXT:   func.func @split_dims(%arg0: vector<2x3x4xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// PAR-NEXT:     %0 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xi32> to vector<2x4x3xi32>
// PAR-NEXT:     %1 = vector.extract %0[0, 0] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %2 = arith.maxsi %1, %arg1 : vector<3xi32>
// PAR-NEXT:     %3 = vector.extract %0[0, 1] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %4 = arith.maxsi %3, %2 : vector<3xi32>
// PAR-NEXT:     %5 = vector.extract %0[0, 2] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %6 = arith.maxsi %5, %4 : vector<3xi32>
// PAR-NEXT:     %7 = vector.extract %0[0, 3] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %8 = arith.maxsi %7, %6 : vector<3xi32>
// PAR-NEXT:     %9 = vector.extract %0[1, 0] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %10 = arith.maxsi %9, %8 : vector<3xi32>
// PAR-NEXT:     %11 = vector.extract %0[1, 1] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %12 = arith.maxsi %11, %10 : vector<3xi32>
// PAR-NEXT:     %13 = vector.extract %0[1, 2] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %14 = arith.maxsi %13, %12 : vector<3xi32>
// PAR-NEXT:     %15 = vector.extract %0[1, 3] : vector<3xi32> from vector<2x4x3xi32>
// PAR-NEXT:     %16 = arith.maxsi %15, %14 : vector<3xi32>
// PAR-NEXT:     return %16 : vector<3xi32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// PAR-NEXT:     %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
// PAR-NEXT:     %1 = vector.shape_cast %0 : vector<3x2x4xf32> to vector<3x8xf32>
// PAR-NEXT:     %2 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// PAR-NEXT:     %3 = vector.extract %1[0] : vector<8xf32> from vector<3x8xf32>
// PAR-NEXT:     %4 = arith.maxnumf %3, %2 : vector<8xf32>
// PAR-NEXT:     %5 = vector.extract %1[1] : vector<8xf32> from vector<3x8xf32>
// PAR-NEXT:     %6 = arith.maxnumf %5, %4 : vector<8xf32>
// PAR-NEXT:     %7 = vector.extract %1[2] : vector<8xf32> from vector<3x8xf32>
// PAR-NEXT:     %8 = arith.maxnumf %7, %6 : vector<8xf32>
// PAR-NEXT:     %9 = vector.shape_cast %8 : vector<8xf32> to vector<2x4xf32>
// PAR-NEXT:     return %9 : vector<2x4xf32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @all(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// PAR-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<1x6xf32>
// PAR-NEXT:     %1 = vector.broadcast %arg1 : f32 to vector<1xf32>
// PAR-NEXT:     %2 = vector.transpose %0, [1, 0] : vector<1x6xf32> to vector<6x1xf32>
// PAR-NEXT:     %3 = vector.extract %2[0] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %4 = arith.minimumf %3, %1 : vector<1xf32>
// PAR-NEXT:     %5 = vector.extract %2[1] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %6 = arith.minimumf %5, %4 : vector<1xf32>
// PAR-NEXT:     %7 = vector.extract %2[2] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %8 = arith.minimumf %7, %6 : vector<1xf32>
// PAR-NEXT:     %9 = vector.extract %2[3] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %10 = arith.minimumf %9, %8 : vector<1xf32>
// PAR-NEXT:     %11 = vector.extract %2[4] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %12 = arith.minimumf %11, %10 : vector<1xf32>
// PAR-NEXT:     %13 = vector.extract %2[5] : vector<1xf32> from vector<6x1xf32>
// PAR-NEXT:     %14 = arith.minimumf %13, %12 : vector<1xf32>
// PAR-NEXT:     %15 = vector.extract %14[0] : f32 from vector<1xf32>
// PAR-NEXT:     return %15 : f32
// PAR-NEXT:   }
// PAR-NEXT:   func.func @four_d(%arg0: vector<2x2x2x3xi8>, %arg1: vector<2x3xi8>) -> vector<2x3xi8> {
// PAR-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x2x2x3xi8> to vector<4x6xi8>
// PAR-NEXT:     %1 = vector.shape_cast %arg1 : vector<2x3xi8> to vector<6xi8>
// PAR-NEXT:     %2 = vector.extract %0[0] : vector<6xi8> from vector<4x6xi8>
// PAR-NEXT:     %3 = arith.addi %2, %1 : vector<6xi8>
// PAR-NEXT:     %4 = vector.extract %0[1] : vector<6xi8> from vector<4x6xi8>
// PAR-NEXT:     %5 = arith.addi %4, %3 : vector<6xi8>
// PAR-NEXT:     %6 = vector.extract %0[2] : vector<6xi8> from vector<4x6xi8>
// PAR-NEXT:     %7 = arith.addi %6, %5 : vector<6xi8>
// PAR-NEXT:     %8 = vector.extract %0[3] : vector<6xi8> from vector<4x6xi8>
// PAR-NEXT:     %9 = arith.addi %8, %7 : vector<6xi8>
// PAR-NEXT:     %10 = vector.shape_cast %9 : vector<6xi8> to vector<2x3xi8>
// PAR-NEXT:     return %10 : vector<2x3xi8>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @bits(%arg0: vector<3x2xi1>, %arg1: vector<3xi1>) -> vector<3xi1> {
// PAR-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<3x2xi1> to vector<2x3xi1>
// PAR-NEXT:     %1 = vector.extract %0[0] : vector<3xi1> from vector<2x3xi1>
// PAR-NEXT:     %2 = arith.ori %1, %arg1 : vector<3xi1>
// PAR-NEXT:     %3 = vector.extract %0[1] : vector<3xi1> from vector<2x3xi1>
// PAR-NEXT:     %4 = arith.ori %3, %2 : vector<3xi1>
// PAR-NEXT:     return %4 : vector<3xi1>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @unit(%arg0: vector<2x1xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// PAR-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x1xi32> to vector<1x2xi32>
// PAR-NEXT:     %1 = vector.extract %0[0] : vector<2xi32> from vector<1x2xi32>
// PAR-NEXT:     %2 = arith.minui %1, %arg1 : vector<2xi32>
// PAR-NEXT:     return %2 : vector<2xi32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @none(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// PAR-NEXT:     return %arg0 : vector<2x3xf32>
// PAR-NEXT:   }
// PAR-NEXT:   func.func @index_elems(%arg0: vector<3x2xindex>, %arg1: vector<2xindex>) -> vector<2xindex> {
// PAR-NEXT:     %0 = vector.extract %arg0[0] : vector<2xindex> from vector<3x2xindex>
// PAR-NEXT:     %1 = arith.andi %0, %arg1 : vector<2xindex>
// PAR-NEXT:     %2 = vector.extract %arg0[1] : vector<2xindex> from vector<3x2xindex>
// PAR-NEXT:     %3 = arith.andi %2, %1 : vector<2xindex>
// PAR-NEXT:     %4 = vector.extract %arg0[2] : vector<2xindex> from vector<3x2xindex>
// PAR-NEXT:     %5 = arith.andi %4, %3 : vector<2xindex>
// PAR-NEXT:     return %5 : vector<2xindex>
// PAR-NEXT:   }
// PAR-NEXT: }

// RED: module {
// RED-NEXT:   func.func @inner(%arg0: vector<2x3xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// RED-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// RED-NEXT:     %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// RED-NEXT:     %1 = vector.extract %arg1[0] : f32 from vector<2xf32>
// RED-NEXT:     %2 = vector.reduction <add>, %0, %1 : vector<3xf32> into f32
// RED-NEXT:     %3 = vector.insert %2, %cst [0] : f32 into vector<2xf32>
// RED-NEXT:     %4 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// RED-NEXT:     %5 = vector.extract %arg1[1] : f32 from vector<2xf32>
// RED-NEXT:     %6 = vector.reduction <add>, %4, %5 : vector<3xf32> into f32
// RED-NEXT:     %7 = vector.insert %6, %3 [1] : f32 into vector<2xf32>
// RED-NEXT:     return %7 : vector<2xf32>
// RED-NEXT:   }
// RED-NEXT:   func.func @outer(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// RED-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// RED-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// RED-NEXT:     %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT:     %2 = vector.extract %arg1[0] : f32 from vector<3xf32>
// RED-NEXT:     %3 = vector.reduction <mul>, %1, %2 : vector<2xf32> into f32
// RED-NEXT:     %4 = vector.insert %3, %cst [0] : f32 into vector<3xf32>
// RED-NEXT:     %5 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT:     %6 = vector.extract %arg1[1] : f32 from vector<3xf32>
// RED-NEXT:     %7 = vector.reduction <mul>, %5, %6 : vector<2xf32> into f32
// RED-NEXT:     %8 = vector.insert %7, %4 [1] : f32 into vector<3xf32>
// RED-NEXT:     %9 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT:     %10 = vector.extract %arg1[2] : f32 from vector<3xf32>
// RED-NEXT:     %11 = vector.reduction <mul>, %9, %10 : vector<2xf32> into f32
// RED-NEXT:     %12 = vector.insert %11, %8 [2] : f32 into vector<3xf32>
// RED-NEXT:     return %12 : vector<3xf32>
// RED-NEXT:   }
// RED-NEXT:   func.func @one_dim(%arg0: vector<4xi32>, %arg1: i32) -> i32 {
// RED-NEXT:     %0 = vector.reduction <xor>, %arg0, %arg1 : vector<4xi32> into i32
// RED-NEXT:     return %0 : i32
// RED-NEXT:   }
// RED-NEXT:   func.func @split_dims(%arg0: vector<2x3x4xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// RED-NEXT:     %cst = arith.constant dense<0> : vector<3xi32>
// RED-NEXT:     %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xi32> to vector<3x2x4xi32>
// RED-NEXT:     %1 = vector.shape_cast %0 : vector<3x2x4xi32> to vector<3x8xi32>
// RED-NEXT:     %2 = vector.extract %1[0] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT:     %3 = vector.extract %arg1[0] : i32 from vector<3xi32>
// RED-NEXT:     %4 = vector.reduction <maxsi>, %2, %3 : vector<8xi32> into i32
// RED-NEXT:     %5 = vector.insert %4, %cst [0] : i32 into vector<3xi32>
// RED-NEXT:     %6 = vector.extract %1[1] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT:     %7 = vector.extract %arg1[1] : i32 from vector<3xi32>
// RED-NEXT:     %8 = vector.reduction <maxsi>, %6, %7 : vector<8xi32> into i32
// RED-NEXT:     %9 = vector.insert %8, %5 [1] : i32 into vector<3xi32>
// RED-NEXT:     %10 = vector.extract %1[2] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT:     %11 = vector.extract %arg1[2] : i32 from vector<3xi32>
// RED-NEXT:     %12 = vector.reduction <maxsi>, %10, %11 : vector<8xi32> into i32
// RED-NEXT:     %13 = vector.insert %12, %9 [2] : i32 into vector<3xi32>
// RED-NEXT:     return %13 : vector<3xi32>
// RED-NEXT:   }
// RED-NEXT:   func.func @middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// RED-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// RED-NEXT:     %0 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
// RED-NEXT:     %1 = vector.extract %0[0, 0] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %2 = vector.extract %arg1[0, 0] : f32 from vector<2x4xf32>
// RED-NEXT:     %3 = vector.reduction <maxnumf>, %1, %2 : vector<3xf32> into f32
// RED-NEXT:     %4 = vector.insert %3, %cst [0] : f32 into vector<8xf32>
// RED-NEXT:     %5 = vector.extract %0[0, 1] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %6 = vector.extract %arg1[0, 1] : f32 from vector<2x4xf32>
// RED-NEXT:     %7 = vector.reduction <maxnumf>, %5, %6 : vector<3xf32> into f32
// RED-NEXT:     %8 = vector.insert %7, %4 [1] : f32 into vector<8xf32>
// RED-NEXT:     %9 = vector.extract %0[0, 2] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %10 = vector.extract %arg1[0, 2] : f32 from vector<2x4xf32>
// RED-NEXT:     %11 = vector.reduction <maxnumf>, %9, %10 : vector<3xf32> into f32
// RED-NEXT:     %12 = vector.insert %11, %8 [2] : f32 into vector<8xf32>
// RED-NEXT:     %13 = vector.extract %0[0, 3] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %14 = vector.extract %arg1[0, 3] : f32 from vector<2x4xf32>
// RED-NEXT:     %15 = vector.reduction <maxnumf>, %13, %14 : vector<3xf32> into f32
// RED-NEXT:     %16 = vector.insert %15, %12 [3] : f32 into vector<8xf32>
// RED-NEXT:     %17 = vector.extract %0[1, 0] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %18 = vector.extract %arg1[1, 0] : f32 from vector<2x4xf32>
// RED-NEXT:     %19 = vector.reduction <maxnumf>, %17, %18 : vector<3xf32> into f32
// RED-NEXT:     %20 = vector.insert %19, %16 [4] : f32 into vector<8xf32>
// RED-NEXT:     %21 = vector.extract %0[1, 1] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %22 = vector.extract %arg1[1, 1] : f32 from vector<2x4xf32>
// RED-NEXT:     %23 = vector.reduction <maxnumf>, %21, %22 : vector<3xf32> into f32
// RED-NEXT:     %24 = vector.insert %23, %20 [5] : f32 into vector<8xf32>
// RED-NEXT:     %25 = vector.extract %0[1, 2] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %26 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
// RED-NEXT:     %27 = vector.reduction <maxnumf>, %25, %26 : vector<3xf32> into f32
// RED-NEXT:     %28 = vector.insert %27, %24 [6] : f32 into vector<8xf32>
// RED-NEXT:     %29 = vector.extract %0[1, 3] : vector<3xf32> from vector<2x4x3xf32>
// RED-NEXT:     %30 = vector.extract %arg1[1, 3] : f32 from vector<2x4xf32>
// RED-NEXT:     %31 = vector.reduction <maxnumf>, %29, %30 : vector<3xf32> into f32
// RED-NEXT:     %32 = vector.insert %31, %28 [7] : f32 into vector<8xf32>
// RED-NEXT:     %33 = vector.shape_cast %32 : vector<8xf32> to vector<2x4xf32>
// RED-NEXT:     return %33 : vector<2x4xf32>
// RED-NEXT:   }
// RED-NEXT:   func.func @all(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// RED-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// RED-NEXT:     %1 = vector.reduction <minimumf>, %0, %arg1 : vector<6xf32> into f32
// RED-NEXT:     return %1 : f32
// RED-NEXT:   }
// RED-NEXT:   func.func @four_d(%arg0: vector<2x2x2x3xi8>, %arg1: vector<2x3xi8>) -> vector<2x3xi8> {
// RED-NEXT:     %cst = arith.constant dense<0> : vector<6xi8>
// RED-NEXT:     %0 = vector.transpose %arg0, [2, 3, 0, 1] : vector<2x2x2x3xi8> to vector<2x3x2x2xi8>
// RED-NEXT:     %1 = vector.shape_cast %0 : vector<2x3x2x2xi8> to vector<6x4xi8>
// RED-NEXT:     %2 = vector.extract %1[0] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %3 = vector.extract %arg1[0, 0] : i8 from vector<2x3xi8>
// RED-NEXT:     %4 = vector.reduction <add>, %2, %3 : vector<4xi8> into i8
// RED-NEXT:     %5 = vector.insert %4, %cst [0] : i8 into vector<6xi8>
// RED-NEXT:     %6 = vector.extract %1[1] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %7 = vector.extract %arg1[0, 1] : i8 from vector<2x3xi8>
// RED-NEXT:     %8 = vector.reduction <add>, %6, %7 : vector<4xi8> into i8
// RED-NEXT:     %9 = vector.insert %8, %5 [1] : i8 into vector<6xi8>
// RED-NEXT:     %10 = vector.extract %1[2] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %11 = vector.extract %arg1[0, 2] : i8 from vector<2x3xi8>
// RED-NEXT:     %12 = vector.reduction <add>, %10, %11 : vector<4xi8> into i8
// RED-NEXT:     %13 = vector.insert %12, %9 [2] : i8 into vector<6xi8>
// RED-NEXT:     %14 = vector.extract %1[3] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %15 = vector.extract %arg1[1, 0] : i8 from vector<2x3xi8>
// RED-NEXT:     %16 = vector.reduction <add>, %14, %15 : vector<4xi8> into i8
// RED-NEXT:     %17 = vector.insert %16, %13 [3] : i8 into vector<6xi8>
// RED-NEXT:     %18 = vector.extract %1[4] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %19 = vector.extract %arg1[1, 1] : i8 from vector<2x3xi8>
// RED-NEXT:     %20 = vector.reduction <add>, %18, %19 : vector<4xi8> into i8
// RED-NEXT:     %21 = vector.insert %20, %17 [4] : i8 into vector<6xi8>
// RED-NEXT:     %22 = vector.extract %1[5] : vector<4xi8> from vector<6x4xi8>
// RED-NEXT:     %23 = vector.extract %arg1[1, 2] : i8 from vector<2x3xi8>
// RED-NEXT:     %24 = vector.reduction <add>, %22, %23 : vector<4xi8> into i8
// RED-NEXT:     %25 = vector.insert %24, %21 [5] : i8 into vector<6xi8>
// RED-NEXT:     %26 = vector.shape_cast %25 : vector<6xi8> to vector<2x3xi8>
// RED-NEXT:     return %26 : vector<2x3xi8>
// RED-NEXT:   }
// RED-NEXT:   func.func @bits(%arg0: vector<3x2xi1>, %arg1: vector<3xi1>) -> vector<3xi1> {
// RED-NEXT:     %cst = arith.constant dense<false> : vector<3xi1>
// RED-NEXT:     %0 = vector.extract %arg0[0] : vector<2xi1> from vector<3x2xi1>
// RED-NEXT:     %1 = vector.extract %arg1[0] : i1 from vector<3xi1>
// RED-NEXT:     %2 = vector.reduction <or>, %0, %1 : vector<2xi1> into i1
// RED-NEXT:     %3 = vector.insert %2, %cst [0] : i1 into vector<3xi1>
// RED-NEXT:     %4 = vector.extract %arg0[1] : vector<2xi1> from vector<3x2xi1>
// RED-NEXT:     %5 = vector.extract %arg1[1] : i1 from vector<3xi1>
// RED-NEXT:     %6 = vector.reduction <or>, %4, %5 : vector<2xi1> into i1
// RED-NEXT:     %7 = vector.insert %6, %3 [1] : i1 into vector<3xi1>
// RED-NEXT:     %8 = vector.extract %arg0[2] : vector<2xi1> from vector<3x2xi1>
// RED-NEXT:     %9 = vector.extract %arg1[2] : i1 from vector<3xi1>
// RED-NEXT:     %10 = vector.reduction <or>, %8, %9 : vector<2xi1> into i1
// RED-NEXT:     %11 = vector.insert %10, %7 [2] : i1 into vector<3xi1>
// RED-NEXT:     return %11 : vector<3xi1>
// RED-NEXT:   }
// RED-NEXT:   func.func @unit(%arg0: vector<2x1xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// RED-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// RED-NEXT:     %0 = vector.extract %arg0[0] : vector<1xi32> from vector<2x1xi32>
// RED-NEXT:     %1 = vector.extract %arg1[0] : i32 from vector<2xi32>
// RED-NEXT:     %2 = vector.reduction <minui>, %0, %1 : vector<1xi32> into i32
// RED-NEXT:     %3 = vector.insert %2, %cst [0] : i32 into vector<2xi32>
// RED-NEXT:     %4 = vector.extract %arg0[1] : vector<1xi32> from vector<2x1xi32>
// RED-NEXT:     %5 = vector.extract %arg1[1] : i32 from vector<2xi32>
// RED-NEXT:     %6 = vector.reduction <minui>, %4, %5 : vector<1xi32> into i32
// RED-NEXT:     %7 = vector.insert %6, %3 [1] : i32 into vector<2xi32>
// RED-NEXT:     return %7 : vector<2xi32>
// RED-NEXT:   }
// RED-NEXT:   func.func @none(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// RED-NEXT:     return %arg0 : vector<2x3xf32>
// RED-NEXT:   }
// RED-NEXT:   func.func @index_elems(%arg0: vector<3x2xindex>, %arg1: vector<2xindex>) -> vector<2xindex> {
// RED-NEXT:     %cst = arith.constant dense<0> : vector<2xindex>
// RED-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<3x2xindex> to vector<2x3xindex>
// RED-NEXT:     %1 = vector.extract %0[0] : vector<3xindex> from vector<2x3xindex>
// RED-NEXT:     %2 = vector.extract %arg1[0] : index from vector<2xindex>
// RED-NEXT:     %3 = vector.reduction <and>, %1, %2 : vector<3xindex> into index
// RED-NEXT:     %4 = vector.insert %3, %cst [0] : index into vector<2xindex>
// RED-NEXT:     %5 = vector.extract %0[1] : vector<3xindex> from vector<2x3xindex>
// RED-NEXT:     %6 = vector.extract %arg1[1] : index from vector<2xindex>
// RED-NEXT:     %7 = vector.reduction <and>, %5, %6 : vector<3xindex> into index
// RED-NEXT:     %8 = vector.insert %7, %4 [1] : index into vector<2xindex>
// RED-NEXT:     return %8 : vector<2xindex>
// RED-NEXT:   }
// RED-NEXT: }
