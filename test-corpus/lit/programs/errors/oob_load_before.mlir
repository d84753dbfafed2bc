// Run-time error: memref.load at index -1, before the start of its allocation.
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func @get(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>  // fails here
  return %v : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %m[%c0] : memref<?xf32>
  %ok = func.call @get(%m, %c0) : (memref<?xf32>, index) -> f32
  vector.print %ok : f32
  %minus1 = arith.constant -1 : index
  %bad = func.call @get(%m, %minus1) : (memref<?xf32>, index) -> f32
  vector.print %bad : f32
  return
}

// CHECK: 1.5
// CHECK-NEXT: {{.*}}programs/errors/oob_load_before.mlir:6:8: error: out-of-bounds memref access
