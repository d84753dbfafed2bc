package dev.loomlir.lowering.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.transforms.CanonicalizePass;
import dev.loomlir.verify.Verifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The folds of a float cast of a float cast, as upstream's ExtFOp/TruncFOp::fold: checked by
 * what the canonicalized function computes its result from (agreeing with
 * {@code mlir-opt-22 --canonicalize}).
 */
class FloatCastChainFoldTest {
  @ParameterizedTest(name = "{2}")
  @CsvSource(delimiter = '|', textBlock = """
      f32 | f32  | %t = arith.truncf %x fastmath<contract> : f32 to bf16 ; %r = arith.extf %t fastmath<fast> : bf16 to f32 | return %arg0 : f32
      f32 | f32  | %t = arith.truncf %x fastmath<contract> : f32 to bf16 ; %r = arith.extf %t : bf16 to f32              | return %1 : f32
      f32 | f32  | %t = arith.truncf %x : f32 to f16 ; %r = arith.extf %t fastmath<contract> : f16 to f32                | return %1 : f32
      bf16 | bf16 | %e = arith.extf %x : bf16 to f32 ; %r = arith.truncf %e : f32 to bf16                               | return %arg0 : bf16
      f32 | f16  | %e = arith.extf %x : f32 to f64 ; %r = arith.truncf %e : f64 to f16                                 | return %0 : f16
      f16 | bf16 | %e = arith.extf %x : f16 to f64 ; %r = arith.truncf %e : f64 to bf16                                | return %1 : bf16
      f8E8M0FNU | f8E8M0FNU | %e = arith.extf %x : f8E8M0FNU to f32 ; %r = arith.truncf %e : f32 to f8E8M0FNU         | return %1 : f8E8M0FNU
      """)
  void foldsTo(String in, String out, String body, String expectedReturn) {
    String printed = canonicalized("func.func @f(%x: " + in + ") -> " + out + " {\n" + body.replace(" ; ", "\n")
        + "\nreturn %r : " + out + "\n}\n");
    String returnLine = printed.lines().map(String::strip).filter(l -> l.startsWith("return")).findFirst().orElseThrow();
    assertEquals(expectedReturn, returnLine, printed);
  }

  /** truncf(extf(x)) with x wider than the result truncates x directly, in place. */
  @Test void truncfOfWiderSourceTruncatesItDirectly() {
    String printed = canonicalized("func.func @f(%x: f32) -> f16 {\n%e = arith.extf %x : f32 to f64\n"
        + "%r = arith.truncf %e : f64 to f16\nreturn %r : f16\n}\n");
    assertTrue(printed.contains("%0 = arith.truncf %arg0 : f32 to f16"), printed);
    assertFalse(printed.contains("arith.extf"), printed);
  }

  private static String canonicalized(String text) {
    Operation module = IrFixtures.parse(text);
    CanonicalizePass.withMaxIterations(10).run(module, new PassContext(Dialects.newContext()));
    Verifier.verify(module);
    return IrFixtures.print(module);
  }
}
