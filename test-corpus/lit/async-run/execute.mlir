// Covers: async.execute with token dependencies (a diamond), an async.execute nested in
// another and awaited inside it (a suspension), awaits outside coroutines, the thread id
// printer. Modelled on upstream's mlir-runner/async.mlir.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run), thread ids masked.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func private @mlirAsyncRuntimePrintCurrentThreadId()

func.func @print_all(%buf: memref<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %buf[%i] : memref<6xi64>
    vector.print %v : i64
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %minus1 = arith.constant -1 : i64
  %ten = arith.constant 10 : i64
  %buf = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    memref.store %minus1, %buf[%i] : memref<6xi64>
  }

  // The diamond: %top before %left and %right, both before %bottom.
  %top = async.execute {
    %one = arith.constant 1 : i64
    memref.store %one, %buf[%c0] : memref<6xi64>
    async.yield
  }
  %left = async.execute [%top] {
    %v = memref.load %buf[%c0] : memref<6xi64>
    %m = arith.muli %v, %ten : i64
    %two = arith.constant 2 : i64
    %r = arith.addi %m, %two : i64
    memref.store %r, %buf[%c1] : memref<6xi64>
    async.yield
  }
  %right = async.execute [%top] {
    %v = memref.load %buf[%c0] : memref<6xi64>
    %m = arith.muli %v, %ten : i64
    %three = arith.constant 3 : i64
    %r = arith.addi %m, %three : i64
    memref.store %r, %buf[%c2] : memref<6xi64>
    async.yield
  }
  %bottom = async.execute [%left, %right] {
    %a = memref.load %buf[%c1] : memref<6xi64>
    %b = memref.load %buf[%c2] : memref<6xi64>
    %p = arith.muli %a, %b : i64
    memref.store %p, %buf[%c3] : memref<6xi64>
    // A task of its own, awaited here: the coroutine suspends until it is done.
    %inner = async.execute {
      %l = memref.load %buf[%c3] : memref<6xi64>
      %n = arith.subi %l, %ten : i64
      memref.store %n, %buf[%c4] : memref<6xi64>
      func.call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
      async.yield
    }
    async.await %inner : !async.token
    %l4 = memref.load %buf[%c4] : memref<6xi64>
    %twice = arith.addi %l4, %l4 : i64
    memref.store %twice, %buf[%c5] : memref<6xi64>
    async.yield
  }
  async.await %bottom : !async.token
  func.call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
  func.call @print_all(%buf) : (memref<6xi64>) -> ()
  memref.dealloc %buf : memref<6xi64>
  return
}

// CHECK: Current thread id: {{[0-9]+}}
// CHECK-NEXT: Current thread id: {{[0-9]+}}
// CHECK-NEXT: 1
// CHECK-NEXT: 12
// CHECK-NEXT: 13
// CHECK-NEXT: 156
// CHECK-NEXT: 146
// CHECK-NEXT: 292
