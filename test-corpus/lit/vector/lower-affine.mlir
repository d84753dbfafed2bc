// RUN: loomlir opt %s -lower-affine | FileCheck %s

// affine.vector_load and affine.vector_store become vector.load and vector.store on the indices
// their maps expand to, as mlir-opt-22 lowers them.

func.func @copy_rows(%a: memref<4x16xf32>, %b: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 step 8 {
      %v = affine.vector_load %a[%i, %j] : memref<4x16xf32>, vector<8xf32>
      affine.vector_store %v, %b[%i * 16 + %j + symbol(%n)] : memref<?xf32>, vector<8xf32>
    }
  }
  return
}
func.func @two_d(%a: memref<8x8xi32>, %i: index) -> vector<2x4xi32> {
  %v = affine.vector_load %a[%i floordiv 2, %i mod 4 + 1] : memref<8x8xi32>, vector<2x4xi32>
  return %v : vector<2x4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @copy_rows(%arg0: memref<4x16xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c16 = arith.constant 16 : index
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       scf.for %arg4 = %c0_0 to %c16 step %c8 {
// CHECK-NEXT:         %0 = vector.load %arg0[%arg3, %arg4] : memref<4x16xf32>, vector<8xf32>
// CHECK-NEXT:         %c16_1 = arith.constant 16 : index
// CHECK-NEXT:         %1 = arith.muli %arg3, %c16_1 overflow<nsw> : index
// CHECK-NEXT:         %2 = arith.addi %1, %arg4 : index
// CHECK-NEXT:         %3 = arith.addi %2, %arg2 : index
// CHECK-NEXT:         vector.store %0, %arg1[%3] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_d(%arg0: memref<8x8xi32>, %arg1: index) -> vector<2x4xi32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %c2 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %6 = arith.remsi %arg1, %c4 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %c0_0 : index
// CHECK-NEXT:     %8 = arith.addi %6, %c4 : index
// CHECK-NEXT:     %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %10 = arith.addi %9, %c1 : index
// CHECK-NEXT:     %11 = vector.load %arg0[%5, %10] : memref<8x8xi32>, vector<2x4xi32>
// CHECK-NEXT:     return %11 : vector<2x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
