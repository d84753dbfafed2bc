// RUN: loomlir opt %s | FileCheck %s

// CHECK-LABEL: func.func @types(%arg0: !async.token, %arg1: !async.value<i64>, %arg2: !async.group, %arg3: !async.value<!async.value<memref<4xf32>>>) -> (!async.token, !async.value<i64>) {
// CHECK-NEXT: return %arg0, %arg1 : !async.token, !async.value<i64>
// CHECK-NEXT: }
func.func @types(%t: !async.token, %v: !async.value<i64>, %g: !async.group,
                 %nested: !async.value<!async.value<memref<4xf32>>>) -> (!async.token, !async.value<i64>) {
  return %t, %v : !async.token, !async.value<i64>
}

// CHECK-LABEL: func.func @execute_forms(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.value<index>) -> f32 {
// CHECK-NEXT: %token = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_0 = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_1, %bodyResults = async.execute [%arg0, %token] -> !async.value<f32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: async.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_2, %bodyResults_3:2 = async.execute [%token_0] (%arg1 as %arg3: !async.value<f32>, %arg2 as %arg4: !async.value<index>) -> (!async.value<f32>, !async.value<index>) attributes {tag = "pair"} {
// CHECK-NEXT: async.yield %arg3, %arg4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: async.await %token_2 : !async.token
// CHECK-NEXT: %0 = async.await %bodyResults_3#0 : !async.value<f32>
// CHECK-NEXT: %1 = async.await %bodyResults_3#1 : !async.value<index> {note = 1 : i32}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @execute_forms(%dep: !async.token, %a: !async.value<f32>, %b: !async.value<index>) -> f32 {
  %t0 = async.execute {
    async.yield
  }
  %t1 = async.execute [] () -> () { async.yield }
  %t2, %r2 = async.execute [%dep, %t0] -> !async.value<f32> {
    %one = arith.constant 1.0 : f32
    async.yield %one : f32
  }
  %t3, %r3:2 = async.execute [%t1] (%a as %x : !async.value<f32>, %b as %y : !async.value<index>)
      -> (!async.value<f32>, !async.value<index>) attributes {tag = "pair"} {
    async.yield %x, %y : f32, index
  }
  async.await %t3 : !async.token
  %f = async.await %r3#0 : !async.value<f32>
  %i = async.await %r3#1 : !async.value<index> {note = 1 : i32}
  return %f : f32
}

// CHECK-LABEL: func.func @groups(%arg0: !async.token, %arg1: !async.value<f32>) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = async.create_group %c2 : !async.group
// CHECK-NEXT: %1 = async.add_to_group %arg0, %0 : !async.token
// CHECK-NEXT: %2 = async.add_to_group %arg1, %0 : !async.value<f32> {x}
// CHECK-NEXT: async.await_all %0
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
func.func @groups(%t: !async.token, %v: !async.value<f32>) -> index {
  %n = arith.constant 2 : index
  %g = async.create_group %n : !async.group
  %r0 = async.add_to_group %t, %g : !async.token
  %r1 = async.add_to_group %v, %g : !async.value<f32> {x}
  async.await_all %g
  %sum = arith.addi %r0, %r1 : index
  return %sum : index
}

// CHECK-LABEL: async.func @producer(%arg0: i32) -> !async.value<i32> {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
async.func @producer(%x: i32) -> !async.value<i32> {
  %c = arith.constant 3 : i32
  %y = arith.muli %x, %c : i32
  return %y : i32
}

// CHECK-LABEL: async.func @stateful(%arg0: f32 {test.arg}) -> (!async.token, !async.value<f32> {test.res}) attributes {async.allowed_to_block} {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
async.func @stateful(%x: f32 {test.arg}) -> (!async.token, !async.value<f32> {test.res}) attributes {async.allowed_to_block} {
  async.return %x : f32
}

// CHECK-LABEL: async.func @only_token() -> !async.token {
// CHECK-NEXT: return
// CHECK-NEXT: }
async.func @only_token() -> !async.token {
  return
}

// CHECK-LABEL: async.func private @declared(i32, f32) -> (!async.token, !async.value<i32>)
async.func private @declared(i32, f32) -> (!async.token, !async.value<i32>)

// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) -> !async.value<i32> {
// CHECK-NEXT: %0 = async.call @producer(%arg0) : (i32) -> !async.value<i32>
// CHECK-NEXT: %1:2 = async.call @stateful(%arg1) : (f32) -> (!async.token, !async.value<f32>)
// CHECK-NEXT: %2 = async.call @only_token() : () -> !async.token
// CHECK-NEXT: %3:2 = async.call @declared(%arg0, %arg1) : (i32, f32) -> (!async.token, !async.value<i32>)
// CHECK-NEXT: return %0 : !async.value<i32>
// CHECK-NEXT: }
func.func @calls(%x: i32, %f: f32) -> !async.value<i32> {
  %0 = async.call @producer(%x) : (i32) -> !async.value<i32>
  %1:2 = async.call @stateful(%f) : (f32) -> (!async.token, !async.value<f32>)
  %2 = async.call @only_token() : () -> !async.token
  %3:2 = async.call @declared(%x, %f) : (i32, f32) -> (!async.token, !async.value<i32>)
  return %0 : !async.value<i32>
}
