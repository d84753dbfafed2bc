// Covers: async.func returning tokens and values, async.call, awaits inside async.funcs (a
// suspension of the callee), an async.execute inside an async.func, cf.assert in an async.func
// becoming an error of its result, errors propagating through nested calls, memref values.
// Modelled on upstream's mlir-runner/async-func.mlir.
// CHECK lines: upstream's output (/work/shared/tools/mlir-native-run).
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s

async.func @square(%x: i64) -> !async.value<i64> {
  %s = arith.muli %x, %x : i64
  return %s : i64
}

// Awaits its callees: suspends until they are done.
async.func @sum_of_squares(%a: i64, %b: i64) -> !async.value<i64> {
  %va = async.call @square(%a) : (i64) -> !async.value<i64>
  %vb = async.call @square(%b) : (i64) -> !async.value<i64>
  %sa = async.await %va : !async.value<i64>
  %sb = async.await %vb : !async.value<i64>
  %s = arith.addi %sa, %sb : i64
  return %s : i64
}

async.func @checked_sqrt(%x: f64) -> !async.value<f64> {
  %zero = arith.constant 0.0 : f64
  %ok = arith.cmpf oge, %x, %zero : f64
  cf.assert %ok, "negative argument"
  %r = math.sqrt %x : f64
  return %r : f64
}

async.func @sqrt_plus_one(%x: f64) -> !async.value<f64> {
  %v = async.call @checked_sqrt(%x) : (f64) -> !async.value<f64>
  %r = async.await %v : !async.value<f64>
  %one = arith.constant 1.0 : f64
  %s = arith.addf %r, %one : f64
  return %s : f64
}

async.func @nothing() -> !async.token {
  return
}

async.func @fill(%m: !async.value<memref<3xi32>>, %base: i32) -> !async.token {
  %buf = async.await %m : !async.value<memref<3xi32>>
  %done = async.execute {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      %n = arith.index_cast %i : index to i32
      %v = arith.addi %base, %n : i32
      memref.store %v, %buf[%i] : memref<3xi32>
    }
    async.yield
  }
  async.await %done : !async.token
  return
}

async.func @make_buffer() -> !async.value<memref<3xi32>> {
  %m = memref.alloc() : memref<3xi32>
  return %m : memref<3xi32>
}

func.func @main() {
  %t0 = async.call @nothing() : () -> !async.token
  async.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  // CHECK: 0
  vector.print %e0 : i1

  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %v1 = async.call @sum_of_squares(%c3, %c4) : (i64, i64) -> !async.value<i64>
  %r1 = async.await %v1 : !async.value<i64>
  // CHECK-NEXT: 25
  vector.print %r1 : i64

  %c16 = arith.constant 16.0 : f64
  %v2 = async.call @sqrt_plus_one(%c16) : (f64) -> !async.value<f64>
  %r2 = async.await %v2 : !async.value<f64>
  // CHECK-NEXT: 5
  vector.print %r2 : f64

  // The assert fails in the callee; the error reaches the caller's result.
  %cneg = arith.constant -1.0 : f64
  %v3 = async.call @sqrt_plus_one(%cneg) : (f64) -> !async.value<f64>
  async.runtime.await %v3 : !async.value<f64>
  %e3 = async.runtime.is_error %v3 : !async.value<f64>
  // CHECK-NEXT: 1
  vector.print %e3 : i1

  %mv = async.call @make_buffer() : () -> !async.value<memref<3xi32>>
  %base = arith.constant 40 : i32
  %t4 = async.call @fill(%mv, %base) : (!async.value<memref<3xi32>>, i32) -> !async.token
  async.await %t4 : !async.token
  %m = async.await %mv : !async.value<memref<3xi32>>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [40,  41,  42]
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<3xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
