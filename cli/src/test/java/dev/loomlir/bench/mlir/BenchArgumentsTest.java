package dev.loomlir.bench.mlir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.bench.mlir.ArgumentSpec.Fill;
import dev.loomlir.bench.mlir.ArgumentSpec.MemRefArgument;
import dev.loomlir.bench.mlir.ArgumentSpec.Scalar;
import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefI8;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code --args} language: scalars, memref specs, setup functions and their errors. */
class BenchArgumentsTest {
  @Test void parsesScalarsAndMemrefs() throws Exception {
    BenchArguments a = BenchArguments.parse("30, memref<4x2xf32>=iota , -1.5,random(7), true, fill(2.5)");
    assertNull(a.setupFunction());
    assertEquals(List.of(new Scalar("30"),
        new MemRefArgument(new MemRefShape(List.of(4L, 2L), "f32"), new Fill.Iota()),
        new Scalar("-1.5"), new MemRefArgument(null, new Fill.Random(7)), new Scalar("true"),
        new MemRefArgument(null, new Fill.Constant(2.5, "fill(2.5)"))), a.specs());
  }

  @Test void blankIsNoArgumentsAndAtNameIsASetupFunction() throws Exception {
    assertEquals(List.of(), BenchArguments.parse("  ").specs());
    assertEquals("make_inputs", BenchArguments.parse("@make_inputs").setupFunction());
  }

  @Test void printsBackAsWritten() throws Exception {
    assertEquals("30, memref<1024x1024xf32>=random(1), ones",
        BenchArguments.parse("30,memref<1024x1024xf32>=random(1),ones").toString());
  }

  @Test void badSpecsSayWhatIsWrong() {
    assertMessage("memref<4x4xf32>", "expected 'memref<4x4xf32>=FILL' with FILL one of iota");
    assertMessage("memref<4x4xf32>=sparkle", "unknown fill 'sparkle'");
    assertMessage("random(x)", "random(SEED) needs an integer seed, got 'x'");
    assertMessage("memref<4x4xf32=iota", "unclosed '<' or '('");
    assertMessage("1,,2", "empty argument");
    assertMessage("memref<4xf32, strided<[2]>>=iota", "identity layout");
    assertMessage("@", "'@' must be followed by the name of a setup function");
    assertMessage("memref<4x?xf32>=iota", "the sizes of a memref argument must be given");
  }

  @Test void scalarsTakeTheParameterType() throws Exception {
    assertEquals(-56, ArgumentFactory.scalar("x", "i8", "200"));
    assertEquals(1, ArgumentFactory.scalar("x", "i1", "true"));
    assertEquals(255L, ArgumentFactory.scalar("x", "index", "0xff"));
    assertEquals(-1.5f, ArgumentFactory.scalar("x", "f32", "-1.5"));
    assertEquals(2.0, ArgumentFactory.scalar("x", "f64", "2"));
    assertTrue(assertThrows(BenchmarkSetupException.class, () -> ArgumentFactory.scalar("x", "i8", "300"))
        .getMessage().contains("300 does not fit in 8 bits"));
    assertTrue(assertThrows(BenchmarkSetupException.class, () -> ArgumentFactory.scalar("x", "i32", "1.5"))
        .getMessage().contains("'1.5' is not an integer"));
  }

  @Test void memrefFillsFollowTheSpec() throws Exception {
    Object[] values = ArgumentFactory.create("f", List.of("memref<2x3xf32>", "memref<?xi8>"),
        BenchArguments.parse("iota, memref<300xi8>=iota").specs());
    assertEquals(List.of(0f, 1f, 2f, 3f, 4f, 5f), boxed(((MemRefF32) values[0]).data));
    byte[] bytes = ((MemRefI8) values[1]).data;
    assertEquals(127, bytes[127]);
    assertEquals(-128, bytes[128]);  // iota wraps at the element width

    Object[] again = ArgumentFactory.create("f", List.of("memref<2x3xf32>"), BenchArguments.parse("random(3)").specs());
    Object[] same = ArgumentFactory.create("f", List.of("memref<2x3xf32>"), BenchArguments.parse("random(3)").specs());
    assertEquals(boxed(((MemRefF32) again[0]).data), boxed(((MemRefF32) same[0]).data));
  }

  @Test void memrefSpecsMustFitTheParameter() {
    assertCreate(List.of("memref<4x4xf32>"), "memref<4x5xf32>=ones", "memref<4x5xf32> does not fit the parameter type");
    assertCreate(List.of("memref<?xf32>"), "zeros", "the parameter has dynamic sizes, give them: memref<16xf32>=zeros");
    assertCreate(List.of("memref<4xf32>"), "3", "'3' is not a memref spec; write e.g. memref<4xf32>=iota");
    assertCreate(List.of("i32"), "iota", "'iota' is a memref spec, the parameter is i32");
    assertCreate(List.of("i32", "i32"), "1", "takes 2 argument(s) (i32, i32), --args gives 1 (1)");
  }

  private static List<Float> boxed(float[] data) {
    List<Float> list = new java.util.ArrayList<>();
    for (float f : data) list.add(f);
    return list;
  }

  private static void assertMessage(String args, String expected) {
    String message = assertThrows(BenchmarkSetupException.class, () -> BenchArguments.parse(args)).getMessage();
    assertTrue(message.contains(expected), message);
  }

  private static void assertCreate(List<String> types, String args, String expected) {
    String message = assertThrows(BenchmarkSetupException.class,
        () -> ArgumentFactory.create("f", types, BenchArguments.parse(args).specs())).getMessage();
    assertTrue(message.contains(expected), message);
  }
}
