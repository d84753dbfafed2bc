package dev.loomlir.dialects.async;

import static dev.loomlir.fixtures.IrFixtures.error;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Verifier errors of async ops; each expected message is mlir-opt-22's for the same input. */
class AsyncVerifierTest {
  @Test
  void awaitRequiresAnAsyncOperand() {
    assertEquals("'async.await' op operand #0 must be async value type or async token type, but got 'i64'",
        error("func.func @f(%x: i64) {\n  async.await %x : i64\n  return\n}"));
  }

  @Test
  void awaitResultIsTheValuePayload() {
    assertEquals("'async.await' op result type 'i64' does not match async value type 'i32'", error("""
        func.func @f(%v: !async.value<i32>) {
          %0 = "async.await"(%v) : (!async.value<i32>) -> i64
          return
        }"""));
  }

  @Test
  void awaitOnTokenHasNoResult() {
    assertEquals("'async.await' op awaiting on a token must have empty result", error("""
        func.func @f(%t: !async.token) {
          %0 = "async.await"(%t) : (!async.token) -> i32
          return
        }"""));
  }

  @Test
  void executeYieldMustMatchValueResults() {
    assertEquals("'async.execute' op along control flow edge from Operation async.yield to parent: "
        + "successor operand type #0 'i32' should match successor input type #0 '!async.value<f32>'", error("""
        func.func @f() {
          %t, %v = async.execute -> !async.value<f32> {
            %c = arith.constant 7 : i32
            async.yield %c : i32
          }
          return
        }"""));
  }

  @Test
  void executeBodyArgumentsMatchOperandPayloads() {
    assertEquals("'async.execute' op along control flow edge from parent to Region #0: "
        + "successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'", error("""
        func.func @f(%v: !async.value<f32>) {
          %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
          ^bb0(%x: i32):
            async.yield
          }) : (!async.value<f32>) -> !async.token
          return
        }"""));
  }

  @Test
  void executeBodyIsOneBlockAndItsYieldIsNotImplied() {
    assertEquals("'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        error("func.func @f() {\n  %t = async.execute {\n  }\n  return\n}"));
    assertEquals("'async.await' op operand #0 must be async value type or async token type, but got 'i64'", error("""
        func.func @f(%x: i64) {
          %t = async.execute {
            async.await %x : i64
            %c = arith.constant 1 : i32
          }
          return
        }"""));
  }

  @Test
  void executeDependenciesAreTokens() {
    assertEquals("use of value '%v' expects different type than prior uses: '!async.token' vs '!async.value<f32>'",
        error("func.func @f(%v: !async.value<f32>) {\n  %t = async.execute [%v {\n    async.yield\n  }\n  return\n}"));
  }

  @Test
  void yieldAndReturnNeedTheirParents() {
    assertEquals("'async.yield' op expects parent op 'async.execute'", error("func.func @f() {\n  async.yield\n}"));
    assertEquals("'async.return' op expects parent op 'async.func'", error("func.func @f() {\n  async.return\n}"));
  }

  @Test
  void asyncFuncResults() {
    assertEquals("'async.func' op result is expected to be at least of size 1, but got 0",
        error("async.func @f(%x: i32) {\n  return\n}"));
    assertEquals("'async.func' op result type must be async value type or async token type, but got 'index'",
        error("async.func @f(%x: index) -> index {\n  return %x : index\n}"));
    assertEquals("'async.func' op  results' (optional) async token type is expected to appear as the 1st "
        + "return value, but got 2",
        error("async.func @f(%x: f32) -> (!async.value<f32>, !async.token) {\n  return %x : f32\n}"));
  }

  @Test
  void returnMatchesTheFunctionPayloads() {
    assertEquals("'async.return' op operand types do not match the types returned from the parent FuncOp",
        error("async.func @f(%x: i32) -> (!async.token, !async.value<f32>) {\n  return %x : i32\n}"));
  }

  @Test
  void callChecksTheCallee() {
    String callee = "async.func @callee(%x: i32) -> !async.value<i32> {\n  return %x : i32\n}\n";
    assertEquals("'async.call' op 'missing' does not reference a valid async function",
        error("func.func @f() {\n  %0 = async.call @missing() : () -> !async.token\n  return\n}"));
    assertEquals("'async.call' op incorrect number of operands for callee",
        error(callee + "func.func @f() {\n  %0 = async.call @callee() : () -> !async.value<i32>\n  return\n}"));
    assertEquals("'async.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for "
        + "operand number 0", error(callee
        + "func.func @f(%x: i64) {\n  %0 = async.call @callee(%x) : (i64) -> !async.value<i32>\n  return\n}"));
    assertEquals("'async.call' op incorrect number of results for callee", error(callee
        + "func.func @f(%x: i32) {\n  %0:2 = async.call @callee(%x) : (i32) -> (!async.token, !async.value<i32>)\n"
        + "  return\n}"));
  }

  @Test
  void runtimeStoreAndLoadUseTheStoragePayload() {
    assertEquals("'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'",
        error("""
            func.func @f(%x: i32, %v: !async.value<f32>) {
              "async.runtime.store"(%x, %v) : (i32, !async.value<f32>) -> ()
              return
            }"""));
    assertEquals("'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'",
        error("""
            func.func @f(%v: !async.value<f32>) {
              %0 = "async.runtime.load"(%v) : (!async.value<f32>) -> i32
              return
            }"""));
  }

  @Test
  void refCountsArePositive() {
    assertEquals("'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless "
        + "integer attribute whose value is positive", error("""
            func.func @f(%t: !async.token) {
              "async.runtime.add_ref"(%t) <{count = 0 : i64}> : (!async.token) -> ()
              return
            }"""));
    assertEquals("'async.runtime.drop_ref' op requires attribute 'count'",
        error("func.func @f(%t: !async.token) {\n  async.runtime.drop_ref %t : !async.token\n  return\n}"));
  }

  @Test
  void coroutineOperandTypes() {
    assertEquals("'async.coro.begin' op operand #0 must be switched-resume coroutine identifier, but got "
        + "'!async.coro.handle'", error("""
            func.func @f(%h: !async.coro.handle) {
              %0 = "async.coro.begin"(%h) : (!async.coro.handle) -> !async.coro.handle
              return
            }"""));
  }

  @Test
  void unknownAsyncType() {
    assertEquals("unknown  type `future` in dialect `async`", error("func.func @f(%x: !async.future) {\n  return\n}"));
  }
}
