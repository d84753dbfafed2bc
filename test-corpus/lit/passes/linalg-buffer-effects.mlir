// RUN: loomlir opt %s --canonicalize | FileCheck %s
// RUN: loomlir opt %s --cse | FileCheck %s
// linalg ops on memrefs write their outputs: they have no results, yet they are not dead, and two
// equal ones are not one (checked against mlir-opt-22, which keeps every op here).

func.func @fills(%m: memref<4xf32>, %n: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%n : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.map ins(%n : memref<4xf32>) outs(%m : memref<4xf32>)
    (%in: f32, %init: f32) {
      linalg.yield %in : f32
    }
  return
}
// CHECK-LABEL: func.func @fills(
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.generic
// CHECK: linalg.map
// CHECK: return
