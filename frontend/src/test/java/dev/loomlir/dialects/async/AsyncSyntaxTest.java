package dev.loomlir.dialects.async;

import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** Parse → print of async snippets; every expected text is what mlir-opt-22 prints for the input. */
class AsyncSyntaxTest {
  @Test
  void executeWithDependenciesOperandsAndResults() {
    String in = """
        func.func @f(%a: !async.token, %v: !async.value<i32>) -> i32 {
          %t, %r = async.execute [%a] (%v as %x : !async.value<i32>) -> !async.value<i32> {
            async.yield %x : i32
          }
          %y = async.await %r : !async.value<i32>
          return %y : i32
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: !async.token, %arg1: !async.value<i32>) -> i32 {
            %token, %bodyResults = async.execute [%arg0] (%arg1 as %arg2: !async.value<i32>) -> !async.value<i32> {
              async.yield %arg2 : i32
            }
            %0 = async.await %bodyResults : !async.value<i32>
            return %0 : i32
          }
        }
        """, roundTrip(in));
  }

  @Test
  void executeEmptyListsAreElidedAndResultGroupsNamed() {
    String in = """
        func.func @f() {
          %t0 = async.execute [] () -> () { async.yield }
          %t1, %r:2 = async.execute -> (!async.value<f32>, !async.value<f32>) attributes {k} {
            %c = arith.constant 1.0 : f32
            async.yield %c, %c : f32, f32
          }
          async.await %t1 : !async.token
          return
        }
        """;
    assertEquals("""
        module {
          func.func @f() {
            %token = async.execute {
              async.yield
            }
            %token_0, %bodyResults:2 = async.execute -> (!async.value<f32>, !async.value<f32>) attributes {k} {
              %cst = arith.constant 1.000000e+00 : f32
              async.yield %cst, %cst : f32, f32
            }
            async.await %token_0 : !async.token
            return
          }
        }
        """, roundTrip(in));
  }

  @Test
  void groups() {
    String in = """
        func.func @f(%t: !async.token, %n: index) -> index {
          %g = async.create_group %n : !async.group
          %r = async.add_to_group %t, %g : !async.token
          async.await_all %g
          return %r : index
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: !async.token, %arg1: index) -> index {
            %0 = async.create_group %arg1 : !async.group
            %1 = async.add_to_group %arg0, %0 : !async.token
            async.await_all %0
            return %1 : index
          }
        }
        """, roundTrip(in));
  }

  @Test
  void asyncFunctionsAndCalls() {
    String in = """
        async.func @g(%x: f32 {t.a}) -> (!async.token, !async.value<f32> {t.r}) attributes {k} {
          async.return %x : f32
        }
        async.func private @decl(i32) -> (!async.token {a.b}, !async.value<i32>) attributes {c}
        func.func @caller(%x: f32) -> !async.token {
          %0:2 = async.call @g(%x) : (f32) -> (!async.token, !async.value<f32>)
          return %0#0 : !async.token
        }
        """;
    assertEquals("""
        module {
          async.func @g(%arg0: f32 {t.a}) -> (!async.token, !async.value<f32> {t.r}) attributes {k} {
            return %arg0 : f32
          }
          async.func private @decl(i32) -> (!async.token {a.b}, !async.value<i32>) attributes {c}
          func.func @caller(%arg0: f32) -> !async.token {
            %0:2 = async.call @g(%arg0) : (f32) -> (!async.token, !async.value<f32>)
            return %0#0 : !async.token
          }
        }
        """, roundTrip(in));
  }

  @Test
  void runtimeStorageTypesPrintStripped() {
    String in = """
        func.func @f(%x: f32, %v: !async.value<f32>) {
          async.runtime.store %x, %v : !async.value<f32>
          %0 = async.runtime.load %v : <f32>
          async.runtime.drop_ref %v {count = 2 : i64} : !async.value<f32>
          return
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: f32, %arg1: !async.value<f32>) {
            async.runtime.store %arg0, %arg1 : <f32>
            %0 = async.runtime.load %arg1 : <f32>
            async.runtime.drop_ref %arg1 {count = 2 : i64} : !async.value<f32>
            return
          }
        }
        """, roundTrip(in));
  }

  @Test
  void coroutineOps() {
    String in = """
        func.func @f(%s: !async.coro.state) -> !async.coro.handle {
          %0 = async.coro.id
          %1 = async.coro.begin %0
          async.coro.suspend %s, ^a, ^a, ^a
        ^a:
          return %1 : !async.coro.handle
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: !async.coro.state) -> !async.coro.handle {
            %0 = async.coro.id
            %1 = async.coro.begin %0
            async.coro.suspend %arg0, ^bb1, ^bb1, ^bb1
          ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
            return %1 : !async.coro.handle
          }
        }
        """, roundTrip(in));
  }

  @Test
  void genericFormOfExecute() {
    String in = """
        func.func @f(%a: !async.token) {
          %t = async.execute [%a] {
            async.yield
          }
          return
        }
        """;
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (!async.token) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: !async.token):
            %0 = "async.execute"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
              "async.yield"() : () -> ()
            }) : (!async.token) -> !async.token
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, IrFixtures.printGeneric(in));
  }
}
