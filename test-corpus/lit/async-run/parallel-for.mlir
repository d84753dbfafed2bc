// Covers: async ops made by the user's own passes: --async-parallel-for turns the scf.parallel
// loops into async.execute tasks in groups, which the default lowering then lowers; the same
// program with --async-to-async-runtime given too (the default lowering must not lower twice).
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run --parallel-for).
// RUN: loomlir run %s --async-parallel-for --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --async-parallel-for --coroutines=virtual-threads | FileCheck %s
// RUN: loomlir run %s --async-parallel-for=num-workers=3 --async-to-async-runtime --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --async-parallel-for --async-to-async-runtime --async-runtime-ref-counting --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %c5000 = arith.constant 5000 : index
  %a = memref.alloc() : memref<5000xi64>
  %b = memref.alloc() : memref<64x64xf32>
  // a[i] = 3 * i
  scf.parallel (%i) = (%c0) to (%c5000) step (%c1) {
    %n = arith.index_cast %i : index to i64
    %three = arith.constant 3 : i64
    %m = arith.muli %n, %three : i64
    memref.store %m, %a[%i] : memref<5000xi64>
    scf.reduce
  }
  // b[i][j] = i - j, every third row and column
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c3, %c3) {
    %d = arith.subi %i, %j : index
    %n = arith.index_cast %d : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %b[%i, %j] : memref<64x64xf32>
    scf.reduce
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c5000 step %c1 iter_args(%s = %zero) -> (i64) {
    %v = memref.load %a[%i] : memref<5000xi64>
    %s1 = arith.addi %s, %v : i64
    scf.yield %s1 : i64
  }
  // CHECK: 37492500
  vector.print %sum : i64
  %c63 = arith.constant 63 : index
  %x = memref.load %b[%c63, %c0] : memref<64x64xf32>
  %y = memref.load %b[%c3, %c63] : memref<64x64xf32>
  // CHECK-NEXT: 63
  // CHECK-NEXT: -60
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %a : memref<5000xi64>
  memref.dealloc %b : memref<64x64xf32>
  return
}
