package dev.loomlir.lowering.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.transforms.CanonicalizePass;
import dev.loomlir.verify.Verifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Folding semantics at the edges: wrap-around, unsigned compares of negative bit patterns, NaN,
 * signed zeros, undefined behaviour left unfolded. Expected values were worked out by hand and
 * agree with {@code mlir-opt-22 --canonicalize}.
 */
class FoldingSemanticsTest {
  /** Folds {@code body} (which computes {@code %r}) inside a function and returns the constant returned, or null. */
  private static Attribute fold(String type, String body) {
    String text = "func.func @f() -> " + type + " {\n" + body + "\n  return %r : " + type + "\n}\n";
    Operation module = IrFixtures.parse(text);
    CanonicalizePass.withMaxIterations(10).run(module, new PassContext(Dialects.newContext()));
    Verifier.verify(module);
    Operation func = module.region(0).entryBlock().first();
    Operation ret = func.region(0).entryBlock().last();
    return Folders.constantValue(ret.operand(0));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      i8  | %a = arith.constant 100 : i8 ; %r = arith.addi %a, %a : i8                                  | -56
      i8  | %a = arith.constant -128 : i8 ; %b = arith.constant -1 : i8 ; %r = arith.remsi %a, %b : i8 | 0
      i8  | %a = arith.constant -128 : i8 ; %b = arith.constant -1 : i8 ; %r = arith.muli %a, %b : i8  | -128
      i1  | %a = arith.constant -1 : i8 ; %b = arith.constant 1 : i8 ; %r = arith.cmpi ult, %a, %b : i8 | 0
      i1  | %a = arith.constant -1 : i8 ; %b = arith.constant 1 : i8 ; %r = arith.cmpi slt, %a, %b : i8 | -1
      i16 | %a = arith.constant -1 : i8 ; %r = arith.extui %a : i8 to i16                              | 255
      i32 | %a = arith.constant 7 : i32 ; %b = arith.constant -2 : i32 ; %r = arith.floordivsi %a, %b : i32 | -4
      i32 | %a = arith.constant 7 : i32 ; %b = arith.constant -2 : i32 ; %r = arith.ceildivsi %a, %b : i32  | -3
      i8  | %a = arith.constant 0 : i8 ; %b = arith.constant -128 : i8 ; %r = arith.ceildivsi %a, %b : i8    | 0
      i8  | %a = arith.constant -128 : i8 ; %b = arith.constant 3 : i8 ; %r = arith.floordivsi %a, %b : i8   | -43
      i32 | %a = arith.constant -2 : i32 ; %b = arith.constant 2 : i32 ; %r = arith.shrui %a, %b : i32     | 1073741823
      i32 | %a = arith.constant -2 : i32 ; %b = arith.constant 2 : i32 ; %r = arith.divui %a, %b : i32     | 2147483647
      i32 | %a = arith.constant -0.5 : f32 ; %r = arith.fptoui %a : f32 to i32                           | 0
      i32 | %a = arith.constant -1.5 : f32 ; %r = arith.fptosi %a : f32 to i32                           | -1
      i1  | %a = arith.constant 0x7FC00000 : f32 ; %r = arith.cmpf oeq, %a, %a : f32                      | 0
      i1  | %a = arith.constant 0x7FC00000 : f32 ; %r = arith.cmpf une, %a, %a : f32                      | -1
      i1  | %a = arith.constant -0.0 : f32 ; %b = arith.constant 0.0 : f32 ; %r = arith.cmpf olt, %a, %b : f32 | 0
      i32 | %a = arith.constant 1.5 : f32 ; %r = arith.bitcast %a : f32 to i32                           | 1069547520
      """)
  void foldsIntegersTo(String type, String body, long expected) {
    Attribute folded = fold(type, body.replace(" ; ", "\n"));
    assertEquals(expected, ((IntegerAttr) folded).value());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      f32 | %a = arith.constant -0.0 : f32 ; %b = arith.constant 0.0 : f32 ; %r = arith.maximumf %a, %b : f32 | 0.0
      f32 | %a = arith.constant -0.0 : f32 ; %b = arith.constant 0.0 : f32 ; %r = arith.minimumf %a, %b : f32 | -0.0
      f32 | %a = arith.constant 0x7FC00000 : f32 ; %b = arith.constant 1.0 : f32 ; %r = arith.maxnumf %a, %b : f32 | 1.0
      f32 | %a = arith.constant 0x7FC00000 : f32 ; %b = arith.constant 1.0 : f32 ; %r = arith.maximumf %a, %b : f32 | NaN
      f32 | %a = arith.constant -1 : i8 ; %r = arith.uitofp %a : i8 to f32                              | 255.0
      f32 | %a = arith.constant -1 : i8 ; %r = arith.sitofp %a : i8 to f32                              | -1.0
      f32 | %a = arith.constant 0.1 : f32 ; %b = arith.constant 0.2 : f32 ; %r = arith.addf %a, %b : f32 | 0.30000001192092896
      f16 | %a = arith.constant 1.0 : f16 ; %b = arith.constant 0.0004 : f16 ; %r = arith.addf %a, %b : f16 | 1.0
      f64 | %a = arith.constant -2.5 : f64 ; %r = math.round %a : f64                                  | -3.0
      f64 | %a = arith.constant -2.5 : f64 ; %r = math.roundeven %a : f64                              | -2.0
      """)
  void foldsFloatsTo(String type, String body, double expected) {
    Attribute folded = fold(type, body.replace(" ; ", "\n"));
    assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(((FloatAttr) folded).value()));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      i8  | %a = arith.constant -128 : i8 ; %b = arith.constant -1 : i8 ; %r = arith.divsi %a, %b : i8
      i32 | %a = arith.constant 7 : i32 ; %b = arith.constant 0 : i32 ; %r = arith.divui %a, %b : i32
      i32 | %a = arith.constant 7 : i32 ; %b = arith.constant 0 : i32 ; %r = arith.remsi %a, %b : i32
      i32 | %a = arith.constant 7 : i32 ; %b = arith.constant 32 : i32 ; %r = arith.shli %a, %b : i32
      i32 | %a = arith.constant 3.9e9 : f32 ; %r = arith.fptosi %a : f32 to i32
      i32 | %a = arith.constant 0x7FC00000 : f32 ; %r = arith.fptosi %a : f32 to i32
      f32 | %a = arith.constant 0.1 : f64 ; %r = arith.truncf %a : f64 to f32
      i32 | %a = index.constant 4294967296 ; %r = index.casts %a : index to i32
      i8  | %a = arith.constant -128 : i8 ; %r = arith.ceildivsi %a, %a : i8
      i8  | %a = arith.constant -128 : i8 ; %b = arith.constant 3 : i8 ; %r = arith.ceildivsi %a, %b : i8
      i8  | %a = arith.constant 3 : i8 ; %b = arith.constant -128 : i8 ; %r = arith.ceildivsi %a, %b : i8
      """)
  void leavesUndefinedOrInexactAlone(String type, String body) {
    assertNull(fold(type, body.replace(" ; ", "\n")));
  }
}
