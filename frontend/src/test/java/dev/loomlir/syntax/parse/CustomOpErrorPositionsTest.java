package dev.loomlir.syntax.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where a custom op's parse error lands, as mlir-opt-22 reports it (each expected line:col and
 * message is mlir-opt-22's). The bad token starts a line, which tells the two rules apart:
 * upstream's AsmParser methods (an integer, a keyword, a symbol name, an attribute of a kind)
 * report at the token found and name the op; a missing punctuation, operand, type or attribute is
 * reported by the parser's wrong-token rule, just after the previous token.
 */
class CustomOpErrorPositionsTest {
  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of("symbol name", "func.func\n  5() {\n  return\n}\n",
            "2:3: custom op 'func.func' expected valid '@'-identifier for symbol name"),
        Arguments.of("global symbol name", "memref.global\n  5 : memref<2xf32>\n",
            "2:3: custom op 'memref.global' expected valid '@'-identifier for symbol name"),
        Arguments.of("switch case value", "func.func @f(%c: i32) {\n  cf.switch %c : i32, [\n    default: ^bb1,\n"
            + "    foo: ^bb1\n  ]\n^bb1:\n  return\n}\n", "4:5: custom op 'cf.switch' expected integer value"),
        Arguments.of("keyword", "func.func @f(%a: index, %b: index, %c: index) {\n  scf.for %i = %a\n    too %b step %c {\n"
            + "  }\n  return\n}\n", "3:5: custom op 'scf.for' expected 'to'"),
        Arguments.of("any keyword", "func.func @f(%a: memref<4xf32>, %i: index) {\n  memref.prefetch %a[%i],\n"
            + "    5, locality<3>, data : memref<4xf32>\n  return\n}\n", "3:5: custom op 'memref.prefetch' expected valid keyword"),
        Arguments.of("string attribute given a number", "func.func @f(%a: i1) {\n  cf.assert %a,\n    5\n  return\n}\n",
            "3:5: integer literal not valid for specified type"),
        Arguments.of("symbol reference given a number", "func.func @f() {\n  func.call\n    5() : () -> ()\n  return\n}\n",
            "3:5: integer literal not valid for specified type"),
        Arguments.of("symbol reference given a string", "func.func @f() {\n  %0 = constant \"\" : index\n  return\n}\n",
            "2:17: custom op 'func.constant' invalid kind of attribute specified"),
        Arguments.of("enum keyword", "func.func @f(%a: i64) {\n  %0 = arith.cmpi\n    5, %a, %a : i64\n  return\n}\n",
            "3:5: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for "
            + "attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"),
        Arguments.of("operand", "func.func @f(%a: index) {\n  %0 = arith.addi %a,\n    5 : index\n  return\n}\n",
            "2:22: expected SSA operand"),
        Arguments.of("type", "func.func @f(%a: index) {\n  %0 = arith.addi %a, %a :\n    5\n  return\n}\n",
            "2:27: expected non-function type"),
        Arguments.of("successor", "func.func @f(%a: i1) {\n  cf.cond_br %a,\n    5, ^bb1\n^bb1:\n  return\n}\n",
            "2:17: expected block name"),
        Arguments.of("punctuation", "func.func @f(%a: index) {\n  %0 = arith.addi %a, %a\n    5\n  return\n}\n",
            "2:25: expected ':'"),
        Arguments.of("region", "func.func @f() {\n  scf.execute_region\n    5\n  return\n}\n",
            "2:21: expected '{' to begin a region"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reportsWhereMlirOpt22Does(String what, String text, String expected) {
    assertEquals(expected, IrFixtures.errorAt(text));
  }
}
