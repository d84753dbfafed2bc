package dev.loomlir.syntax.parse;

import static dev.loomlir.syntax.parse.ParseTesting.error;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Malformed affine expressions: the message and column of the first error mlir-opt-22 reports
 * for {@code #m = affine_map<(d0, d1) -> RESULTS>} (where it reports two, for a minus without an
 * operand, loomlir reports the first). A missing operand is "missing left operand" before
 * {@code +} or {@code *}, "missing right operand" after a binary operator, "expected affine
 * expression" anywhere else, at the token found; an undeclared identifier is reported just after
 * the previous token.
 */
class AffineExprErrorsTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      (+ d0)      | 1:30: missing left operand of binary operator
      (* d0)      | 1:30: missing left operand of binary operator
      (d0 + + d1) | 1:35: missing right operand of binary operator
      (d0 * * d1) | 1:35: missing right operand of binary operator
      (d0 + )     | 1:35: missing right operand of binary operator
      (d0 - )     | 1:35: missing right operand of binary operator
      (d0 * )     | 1:35: missing right operand of binary operator
      (d0 mod )   | 1:37: missing right operand of binary operator
      (d0 + [)    | 1:35: missing right operand of binary operator
      (d0 + -)    | 1:36: missing right operand of binary operator
      (d0,)       | 1:33: expected affine expression
      (, d0)      | 1:30: expected affine expression
      (d0, , d1)  | 1:34: expected affine expression
      (-)         | 1:31: expected affine expression
      (- - )      | 1:34: expected affine expression
      (d0 + (-))  | 1:37: expected affine expression
      (d0 + mod)  | 1:34: use of undeclared identifier
      """)
  void reportsTheFirstErrorMlirOpt22Reports(String results, String expected) {
    assertEquals(expected, error("#m = affine_map<(d0, d1) -> " + results + ">\n"));
  }
}
