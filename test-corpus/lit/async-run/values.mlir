// Covers: !async.value of i1, i32, i64, index, f32, f64 and memref payloads; values passed as
// operands to async.execute (awaited inside, a suspension) and awaited outside; a chain of
// value-producing tasks. Modelled on upstream's mlir-runner/async-value.mlir.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  // A scalar value awaited outside any coroutine.
  %t0, %v0 = async.execute -> !async.value<f32> {
    %x = arith.constant 2.5 : f32
    %y = arith.mulf %x, %x : f32
    async.yield %y : f32
  }
  %r0 = async.await %v0 : !async.value<f32>
  // CHECK: 6.25
  vector.print %r0 : f32

  // One value feeding two tasks, whose values feed a third.
  %t1, %v1 = async.execute -> !async.value<i64> {
    %x = arith.constant 21 : i64
    async.yield %x : i64
  }
  %t2, %v2 = async.execute (%v1 as %a : !async.value<i64>) -> !async.value<i64> {
    %two = arith.constant 2 : i64
    %d = arith.muli %a, %two : i64
    async.yield %d : i64
  }
  %t3, %v3 = async.execute (%v1 as %a : !async.value<i64>) -> !async.value<i32> {
    %n = arith.trunci %a : i64 to i32
    %c = arith.constant -100 : i32
    %s = arith.addi %n, %c : i32
    async.yield %s : i32
  }
  %t4, %v4:2 = async.execute (%v2 as %d : !async.value<i64>, %v3 as %s : !async.value<i32>)
      -> (!async.value<f64>, !async.value<i1>) {
    %se = arith.extsi %s : i32 to i64
    %sum = arith.addi %d, %se : i64
    %f = arith.sitofp %sum : i64 to f64
    %half = arith.constant 0.5 : f64
    %h = arith.mulf %f, %half : f64
    %zero = arith.constant 0 : i32
    %neg = arith.cmpi slt, %s, %zero : i32
    async.yield %h, %neg : f64, i1
  }
  %r2 = async.await %v2 : !async.value<i64>
  %r3 = async.await %v3 : !async.value<i32>
  %r4 = async.await %v4#0 : !async.value<f64>
  %r5 = async.await %v4#1 : !async.value<i1>
  // CHECK-NEXT: 42
  // CHECK-NEXT: -79
  // CHECK-NEXT: -18.5
  // CHECK-NEXT: 1
  vector.print %r2 : i64
  vector.print %r3 : i32
  vector.print %r4 : f64
  vector.print %r5 : i1

  // An index value, awaited inside another task.
  %t5, %v5 = async.execute -> !async.value<index> {
    %i = arith.constant 7 : index
    async.yield %i : index
  }
  %t6, %v6 = async.execute -> !async.value<index> {
    %i = async.await %v5 : !async.value<index>
    %c3 = arith.constant 3 : index
    %m = arith.muli %i, %c3 : index
    async.yield %m : index
  }
  %r6 = async.await %v6 : !async.value<index>
  // CHECK-NEXT: 21
  vector.print %r6 : index

  // A memref allocated in one task, filled by a second and read after both.
  %t7, %v7 = async.execute -> !async.value<memref<4xf32>> {
    %m = memref.alloc() : memref<4xf32>
    async.yield %m : memref<4xf32>
  }
  %t8 = async.execute (%v7 as %m : !async.value<memref<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %q = arith.mulf %f, %f : f32
      memref.store %q, %m[%i] : memref<4xf32>
    }
    async.yield
  }
  async.await %t8 : !async.token
  %m = async.await %v7 : !async.value<memref<4xf32>>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0,  1,  4,  9]
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
