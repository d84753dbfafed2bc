// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT: %3 = arith.divui %2, %arg1 : i32
// CHECK-NEXT: %4 = arith.divsi %3, %arg1 : i32
// CHECK-NEXT: %5 = arith.ceildivui %4, %arg1 : i32
// CHECK-NEXT: %6 = arith.ceildivsi %5, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %6, %arg1 : i32
// CHECK-NEXT: %8 = arith.remui %7, %arg1 : i32
// CHECK-NEXT: %9 = arith.remsi %8, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %9, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %10, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %11, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %12, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrui %13, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrsi %14, %arg1 : i32
// CHECK-NEXT: %16 = arith.maxsi %15, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxui %16, %arg1 : i32
// CHECK-NEXT: %18 = arith.minsi %17, %arg1 : i32
// CHECK-NEXT: %19 = arith.minui %18, %arg1 : i32
// CHECK-NEXT: return %19 : i32
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %b : i32
  %3 = arith.divui %2, %b : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.ceildivui %4, %b : i32
  %6 = arith.ceildivsi %5, %b : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.remui %7, %b : i32
  %9 = arith.remsi %8, %b : i32
  %10 = arith.andi %9, %b : i32
  %11 = arith.ori %10, %b : i32
  %12 = arith.xori %11, %b : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrui %13, %b : i32
  %15 = arith.shrsi %14, %b : i32
  %16 = arith.maxsi %15, %b : i32
  %17 = arith.maxui %16, %b : i32
  %18 = arith.minsi %17, %b : i32
  %19 = arith.minui %18, %b : i32
  return %19 : i32
}

// CHECK-LABEL: func.func @int_flags(%arg0: i64, %arg1: i64) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nuw> : i64
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %3 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 exact : i64
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %7 = arith.shrui %arg0, %arg1 exact : i64
// CHECK-NEXT: %8 = arith.shrsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %9 = arith.addi %arg0, %arg1 {tag = "x"} : i64
// CHECK-NEXT: %10 = arith.muli %arg0, %arg1 overflow<nsw> {tag = 1 : i32} : i64
// CHECK-NEXT: %11 = arith.divsi %arg0, %arg1 exact {tag} : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_flags(%a: i64, %b: i64) {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.subi %a, %b overflow<nuw> : i64
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i64
  %3 = arith.shli %a, %b overflow<nuw, nsw> : i64
  %4 = arith.addi %a, %b overflow<none> : i64
  %5 = arith.divui %a, %b exact : i64
  %6 = arith.divsi %a, %b exact : i64
  %7 = arith.shrui %a, %b exact : i64
  %8 = arith.shrsi %a, %b exact : i64
  %9 = arith.addi %a, %b {tag = "x"} : i64
  %10 = arith.muli %a, %b overflow<nsw> {tag = 1 : i32} : i64
  %11 = arith.divsi %a, %b exact {tag = unit} : i64
  return
}

// CHECK-LABEL: func.func @int_shapes(%arg0: index, %arg1: vector<4xi32>, %arg2: tensor<4x?xi8>, %arg3: vector<[4]xi16>, %arg4: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 : tensor<4x?xi8>
// CHECK-NEXT: %3 = arith.xori %arg3, %arg3 : vector<[4]xi16>
// CHECK-NEXT: %4 = arith.remsi %arg4, %arg4 : tensor<*xi64>
// CHECK-NEXT: %5 = arith.ceildivsi %arg0, %arg0 : index
// CHECK-NEXT: %6 = arith.floordivsi %arg1, %arg1 : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_shapes(%i: index, %v: vector<4xi32>, %t: tensor<4x?xi8>, %s: vector<[4]xi16>, %u: tensor<*xi64>) {
  %0 = arith.addi %i, %i : index
  %1 = arith.muli %v, %v overflow<nsw> : vector<4xi32>
  %2 = arith.subi %t, %t : tensor<4x?xi8>
  %3 = arith.xori %s, %s : vector<[4]xi16>
  %4 = arith.remsi %u, %u : tensor<*xi64>
  %5 = arith.ceildivsi %i, %i : index
  %6 = arith.floordivsi %v, %v : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: index) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %low_4, %high_5 = arith.mului_extended %arg3, %arg3 : index
// CHECK-NEXT: %0 = arith.addi %sum, %low : i32
// CHECK-NEXT: %1 = arith.addi %sum_0, %high_3 : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32, %v: vector<4xi32>, %i: index) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  %1:2 = arith.mului_extended %v, %v : vector<4xi32>
  %2:2 = arith.mului_extended %i, %i : index
  %3 = arith.addi %sum, %low : i32
  %4 = arith.addi %0#0, %1#1 : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @compare_select(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<2x3xindex>, %arg4: i1) -> i32 {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpi eq, %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %11 = arith.cmpi slt, %arg3, %arg3 : tensor<2x3xindex>
// CHECK-NEXT: %12 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.select %10, %arg2, %arg2 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %14 = arith.select %arg4, %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %15 = arith.select %11, %arg3, %arg3 {tag} : tensor<2x3xi1>, tensor<2x3xindex>
// CHECK-NEXT: %16 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.select %16, %12, %arg0 : i32
// CHECK-NEXT: return %17 : i32
// CHECK-NEXT: }
func.func @compare_select(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<2x3xindex>, %c: i1) -> i32 {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi "uge", %a, %b : i32
  %10 = arith.cmpi eq, %v, %v : vector<4xi64>
  %11 = arith.cmpi slt, %t, %t : tensor<2x3xindex>
  %12 = arith.select %0, %a, %b : i32
  %13 = arith.select %10, %v, %v : vector<4xi1>, vector<4xi64>
  %14 = arith.select %c, %v, %v : vector<4xi64>
  %15 = arith.select %11, %t, %t {tag} : tensor<2x3xi1>, tensor<2x3xindex>
  %16 = "arith.cmpi"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1
  %17 = arith.select %16, %12, %a : i32
  return %17 : i32
}
