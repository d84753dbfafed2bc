// RUN: loomlir opt %s --split-input-file --verify-diagnostics

func.func @await_not_async(%x: i64) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i64'}}
  async.await %x : i64
  return
}

// -----

func.func @await_wrong_payload(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.await' op result type 'i64' does not match async value type 'i32'}}
  %0 = "async.await"(%v) : (!async.value<i32>) -> i64
  return
}

// -----

func.func @await_token_with_result(%t: !async.token) {
  // expected-error @+1 {{'async.await' op awaiting on a token must have empty result}}
  %0 = "async.await"(%t) : (!async.token) -> i32
  return
}

// -----

func.func @execute_first_result_not_token(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.execute' op result #0 must be async token type, but got 'f32'}}
  %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: f32):
    async.yield
  }) : (!async.value<f32>) -> f32
  return
}

// -----

func.func @execute_body_operand_not_async(%x: f32) {
  // expected-error @+1 {{'async.execute' op operand #0 must be variadic of async value type or async token type, but got 'f32'}}
  %t = async.execute (%x as %y : f32) {
    async.yield
  }
  return
}

// -----

func.func @execute_argument_count(%v: !async.value<f32>) {
  // expected-error @+2 {{'async.execute' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  %0:2 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    async.yield
  }) : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  return
}

// -----

func.func @execute_argument_type(%v: !async.value<f32>) {
  // expected-error @+2 {{'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    async.yield
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_yields_too_little() {
  // expected-error @+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %t, %v = async.execute -> !async.value<f32> {
    // expected-note @+1 {{region branch point}}
    async.yield
  }
  return
}

// -----

func.func @execute_yields_wrong_type() {
  // expected-error @+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'i32' should match successor input type #0 '!async.value<f32>'}}
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 7 : i32
    // expected-note @+1 {{region branch point}}
    async.yield %c : i32
  }
  return
}

// -----

func.func @yield_outside_execute() {
  // expected-error @+1 {{'async.yield' op expects parent op 'async.execute'}}
  async.yield
}

// -----

func.func @return_outside_async_func() {
  // expected-error @+1 {{'async.return' op expects parent op 'async.func'}}
  async.return
}

// -----

// expected-error @+1 {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @no_results(%x: i32) {
  return
}

// -----

// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'index'}}
async.func @plain_result(%x: index) -> index {
  return %x : index
}

// -----

// expected-error @+1 {{'async.func' op  results' (optional) async token type is expected to appear as the 1st return value, but got 3}}
async.func @late_token(%x: i32) -> (!async.value<i32>, !async.value<i32>, !async.token) {
  return %x, %x : i32, i32
}

// -----

// expected-error @+1 {{'async.func' op entry block must have 2 arguments to match function signature}}
async.func @unnamed_arguments(i32, i32) -> !async.token {
  return
}

// -----

// expected-error @+1 {{'async.func' op symbol declaration cannot have public visibility}}
async.func @public_declaration(i32) -> !async.token

// -----

async.func @wrong_return(%x: i32) -> (!async.token, !async.value<f32>) {
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %x : i32
}

// -----

func.func @call_unknown() {
  // expected-error @+1 {{'async.call' op 'missing' does not reference a valid async function}}
  %0 = async.call @missing() : () -> !async.token
  return
}

// -----

func.func @not_async(%x: i32) -> i32 {
  return %x : i32
}

func.func @call_plain_func(%x: i32) {
  // expected-error @+1 {{'async.call' op 'not_async' does not reference a valid async function}}
  %0 = async.call @not_async(%x) : (i32) -> !async.value<i32>
  return
}

// -----

async.func @callee(%x: i32) -> !async.value<i32> {
  return %x : i32
}

func.func @call_operand_count() {
  // expected-error @+1 {{'async.call' op incorrect number of operands for callee}}
  %0 = async.call @callee() : () -> !async.value<i32>
  return
}

// -----

async.func @callee(%x: i32) -> !async.value<i32> {
  return %x : i32
}

func.func @call_operand_type(%x: i64) {
  // expected-error @+1 {{'async.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = async.call @callee(%x) : (i64) -> !async.value<i32>
  return
}

// -----

async.func @callee(%x: i32) -> !async.value<i32> {
  return %x : i32
}

func.func @call_result_count(%x: i32) {
  // expected-error @+1 {{'async.call' op incorrect number of results for callee}}
  %0:2 = async.call @callee(%x) : (i32) -> (!async.token, !async.value<i32>)
  return
}

// -----

async.func @callee(%x: i32) -> (!async.token, !async.value<i32>) {
  return %x : i32
}

func.func @call_result_type(%x: i32) {
  // expected-error @+3 {{'async.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: '!async.token', '!async.value<f32>'}}
  // expected-note @+1 {{function result types: '!async.token', '!async.value<i32>'}}
  %0:2 = async.call @callee(%x) : (i32) -> (!async.token, !async.value<f32>)
  return
}

// -----

func.func @add_to_group_not_async(%x: i1, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op operand #0 must be async value type or async token type, but got 'i1'}}
  %0 = async.add_to_group %x, %g : i1
  return
}

// -----

func.func @create_group_size(%n: i64) {
  // expected-error @+1 {{'async.create_group' op operand #0 must be index, but got 'i64'}}
  %0 = "async.create_group"(%n) : (i64) -> !async.group
  return
}

// -----

func.func @coro_begin_operand(%h: !async.coro.handle) {
  // expected-error @+1 {{'async.coro.begin' op operand #0 must be switched-resume coroutine identifier, but got '!async.coro.handle'}}
  %0 = "async.coro.begin"(%h) : (!async.coro.handle) -> !async.coro.handle
  return
}

// -----

func.func @coro_save_result(%h: !async.coro.handle) {
  // expected-error @+1 {{'async.coro.save' op result #0 must be saved coroutine state, but got '!async.coro.id'}}
  %0 = "async.coro.save"(%h) : (!async.coro.handle) -> !async.coro.id
  return
}

// -----

func.func @coro_end_operand(%s: !async.coro.state) {
  // expected-error @+1 {{'async.coro.end' op operand #0 must be coroutine handle, but got '!async.coro.state'}}
  "async.coro.end"(%s) : (!async.coro.state) -> ()
  return
}

// -----

func.func @runtime_create_not_async() {
  // expected-error @+1 {{'async.runtime.create' op result #0 must be async value type or async token type, but got 'f32'}}
  %0 = async.runtime.create : f32
  return
}

// -----

func.func @runtime_is_error_not_async(%x: f32) {
  // expected-error @+1 {{'async.runtime.is_error' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  %0 = async.runtime.is_error %x : f32
  return
}

// -----

func.func @runtime_store_mismatch(%x: i32, %v: !async.value<f32>) {
  // expected-error @+1 {{'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'}}
  "async.runtime.store"(%x, %v) : (i32, !async.value<f32>) -> ()
  return
}

// -----

func.func @runtime_load_mismatch(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'}}
  %0 = "async.runtime.load"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func.func @add_ref_zero(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  "async.runtime.add_ref"(%t) <{count = 0 : i64}> : (!async.token) -> ()
  return
}

// -----

func.func @drop_ref_without_count(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.drop_ref' op requires attribute 'count'}}
  async.runtime.drop_ref %t : !async.token
  return
}

// -----

func.func @num_worker_threads_type() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op result #0 must be index, but got 'i32'}}
  %0 = "async.runtime.num_worker_threads"() : () -> i32
  return
}

// -----

// expected-error @+1 {{unknown  type `future` in dialect `async`}}
func.func @unknown_type(%x: !async.future) {
  return
}

// -----

func.func @execute_without_body_block() {
  // expected-error @+1 {{'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  %t = async.execute {
  }
  return
}
