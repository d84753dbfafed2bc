// Covers: vector code inside async.execute bodies: !async.value payloads of vector type (1-D
// and 2-D, produced in one task, awaited in another and outside), vector loads, transfers
// past the end of a memref (padding), masked stores and elementwise arithmetic in tasks that
// run after a token dependency, and vector operands captured by a task's body.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %buf = memref.alloc() : memref<8xf32>
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  vector.store %init, %buf[%c0] : memref<8xf32>, vector<8xf32>

  // A task whose value is a vector: the sum of the buffer's halves.
  %t1, %v1 = async.execute -> !async.value<vector<4xf32>> {
    %x = vector.load %buf[%c0] : memref<8xf32>, vector<4xf32>
    %y = vector.load %buf[%c4] : memref<8xf32>, vector<4xf32>
    %s = arith.addf %x, %y : vector<4xf32>
    async.yield %s : vector<4xf32>
  }
  // A task awaiting it (a suspension) and producing a 2-D vector from it and a captured one.
  %scale = arith.constant dense<[10.0, 100.0, 1000.0, 10000.0]> : vector<4xf32>
  %t2, %v2 = async.execute (%v1 as %in : !async.value<vector<4xf32>>) -> !async.value<vector<2x4xf32>> {
    %p = arith.mulf %in, %scale : vector<4xf32>
    %z = arith.constant dense<0.0> : vector<2x4xf32>
    %q = vector.insert %in, %z [0] : vector<4xf32> into vector<2x4xf32>
    %two = vector.insert %p, %q [1] : vector<4xf32> into vector<2x4xf32>
    async.yield %two : vector<2x4xf32>
  }
  %r1 = async.await %v1 : !async.value<vector<4xf32>>
  vector.print %r1 : vector<4xf32>
  %r2 = async.await %v2 : !async.value<vector<2x4xf32>>
  vector.print %r2 : vector<2x4xf32>

  // After the first task: read past the end (padding), write masked lanes back.
  %t3 = async.execute [%t1] {
    %pad = arith.constant -1.0 : f32
    %tail = vector.transfer_read %buf[%c6], %pad : memref<8xf32>, vector<4xf32>
    vector.print %tail : vector<4xf32>
    %sq = arith.mulf %tail, %tail : vector<4xf32>
    %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    vector.maskedstore %buf[%c4], %mask, %sq : memref<8xf32>, vector<4xi1>, vector<4xf32>
    async.yield
  }
  async.await %t3 : !async.token
  %all = vector.load %buf[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  memref.dealloc %buf : memref<8xf32>
  return
}

// CHECK: ( 6, 8, 10, 12 )
// CHECK-NEXT: ( ( 6, 8, 10, 12 ), ( 60, 800, 10000, 120000 ) )
// CHECK-NEXT: ( 7, 8, -1, -1 )
// CHECK-NEXT: ( 1, 2, 3, 4, 49, 6, 1, 1 )
