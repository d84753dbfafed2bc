package dev.loomlir.dialects.builtin;

import static dev.loomlir.fixtures.IrFixtures.error;
import static dev.loomlir.fixtures.IrFixtures.printGeneric;
import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** builtin.module and builtin.unrealized_conversion_cast; expected texts are mlir-opt-22's output. */
class BuiltinDialectTest {
  @Test
  void everyOpSyntaxCompiles() {
    IrFixtures.assertAllSyntaxCompiles(new BuiltinDialect());
  }

  @Test
  void emptyInputIsAnEmptyModule() {
    assertEquals("module {\n}\n", roundTrip(""));
  }

  @Test
  void namedModuleWithAttributes() {
    String in = "module @m attributes {test.a = 1 : i32} {\n}\n";
    assertEquals("module @m attributes {test.a = 1 : i32} {\n}\n", roundTrip(in));
    assertEquals("""
        "builtin.module"() <{sym_name = "m"}> ({
        ^bb0:
        }) {test.a = 1 : i32} : () -> ()
        """, printGeneric(in));
  }

  @Test
  void castCustomAndGenericForms() {
    String in = """
        func.func @f(%a: i32) -> i64 {
          %0:2 = builtin.unrealized_conversion_cast %a, %a : i32, i32 to i64, f32
          return %0#0 : i64
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: i32) -> i64 {
            %0:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to i64, f32
            return %0#0 : i64
          }
        }
        """, roundTrip(in));
  }

  @Test
  void moduleAttributesNeedADialectPrefix() {
    assertEquals("'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'",
        error("module attributes {x} {\n}\n"));
  }

  @Test
  void castNeedsAResult() {
    assertEquals("'builtin.unrealized_conversion_cast' op expected at least one result for cast operation",
        error("func.func @f(%a: i32) {\n  \"builtin.unrealized_conversion_cast\"(%a) : (i32) -> ()\n  return\n}\n"));
  }
}
