// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @int_casts(%arg0: i32, %arg1: vector<4xi8>, %arg2: tensor<2x?xi16>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw> : i32 to i1
// CHECK-NEXT: %4 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT: %5 = arith.extsi %arg1 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %6 = arith.extui %arg2 : tensor<2x?xi16> to tensor<2x?xi64>
// CHECK-NEXT: %7 = arith.trunci %arg2 : tensor<2x?xi16> to tensor<2x?xi8>
// CHECK-NEXT: %8 = arith.extui %3 : i1 to i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_casts(%a: i32, %v: vector<4xi8>, %t: tensor<2x?xi16>) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw> : i32 to i1
  %4 = arith.trunci %a overflow<nsw, nuw> : i32 to i16
  %5 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %6 = arith.extui %t : tensor<2x?xi16> to tensor<2x?xi64>
  %7 = arith.trunci %t : tensor<2x?xi16> to tensor<2x?xi8>
  %8 = arith.extui %3 : i1 to i32
  return
}

// CHECK-LABEL: func.func @float_casts(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: vector<4xf32>) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f32 to f64
// CHECK-NEXT: %1 = arith.extf %arg2 fastmath<contract> : f16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg1 : f64 to f32
// CHECK-NEXT: %3 = arith.truncf %arg1 to_nearest_even : f64 to f32
// CHECK-NEXT: %4 = arith.truncf %arg1 downward : f64 to f16
// CHECK-NEXT: %5 = arith.truncf %arg1 upward fastmath<fast> : f64 to bf16
// CHECK-NEXT: %6 = arith.truncf %arg0 toward_zero : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg0 to_nearest_away : f32 to bf16
// CHECK-NEXT: %8 = arith.truncf %arg3 fastmath<nnan> : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %9 = arith.extf %arg3 : vector<4xf32> to vector<4xf64>
// CHECK-NEXT: %10 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
// CHECK-NEXT: %11 = arith.scaling_truncf %arg0, %arg2 downward : f32, f16 to f16
// CHECK-NEXT: %12 = arith.scaling_truncf %arg0, %arg2 fastmath<fast> : f32, f16 to f16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_casts(%f: f32, %d: f64, %h: f16, %v: vector<4xf32>) {
  %0 = arith.extf %f : f32 to f64
  %1 = arith.extf %h fastmath<contract> : f16 to f32
  %2 = arith.truncf %d : f64 to f32
  %3 = arith.truncf %d to_nearest_even : f64 to f32
  %4 = arith.truncf %d downward : f64 to f16
  %5 = arith.truncf %d upward fastmath<fast> : f64 to bf16
  %6 = arith.truncf %f toward_zero : f32 to f16
  %7 = arith.truncf %f to_nearest_away : f32 to bf16
  %8 = arith.truncf %v fastmath<nnan> : vector<4xf32> to vector<4xf16>
  %9 = arith.extf %v : vector<4xf32> to vector<4xf64>
  %10 = arith.scaling_extf %h, %h : f16, f16 to f32
  %11 = arith.scaling_truncf %f, %h downward : f32, f16 to f16
  %12 = arith.scaling_truncf %f, %h fastmath<fast> : f32, f16 to f16
  return
}

// CHECK-LABEL: func.func @int_float_casts(%arg0: i32, %arg1: f32, %arg2: vector<2xi64>, %arg3: vector<2xf64>) {
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %2 = arith.fptoui %arg1 : f32 to i32
// CHECK-NEXT: %3 = arith.fptosi %arg1 : f32 to i8
// CHECK-NEXT: %4 = arith.sitofp %arg2 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %5 = arith.fptosi %arg3 : vector<2xf64> to vector<2xi64>
// CHECK-NEXT: %6 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %8 = arith.bitcast %arg2 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_float_casts(%a: i32, %f: f32, %v: vector<2xi64>, %w: vector<2xf64>) {
  %0 = arith.uitofp %a : i32 to f32
  %1 = arith.sitofp %a : i32 to f64
  %2 = arith.fptoui %f : f32 to i32
  %3 = arith.fptosi %f : f32 to i8
  %4 = arith.sitofp %v : vector<2xi64> to vector<2xf64>
  %5 = arith.fptosi %w : vector<2xf64> to vector<2xi64>
  %6 = arith.bitcast %a : i32 to f32
  %7 = arith.bitcast %f : f32 to i32
  %8 = arith.bitcast %v : vector<2xi64> to vector<2xf64>
  return
}

// CHECK-LABEL: func.func @index_casts(%arg0: index, %arg1: i32, %arg2: vector<4xindex>, %arg3: memref<4xi32>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %2 = arith.index_castui %arg0 : index to i64
// CHECK-NEXT: %3 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %4 = arith.index_cast %arg2 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %5 = arith.index_cast %arg3 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %6 = arith.bitcast %arg3 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_casts(%i: index, %a: i32, %v: vector<4xindex>, %m: memref<4xi32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.index_cast %v : vector<4xindex> to vector<4xi64>
  %5 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %6 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  return
}
