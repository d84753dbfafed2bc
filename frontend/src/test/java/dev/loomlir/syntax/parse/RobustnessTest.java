package dev.loomlir.syntax.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.dialect.Context;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Bad or extreme input gives a diagnostic or a module, never another exception. */
class RobustnessTest {
  private static final String SAMPLE = """
      #map = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
      !t = memref<4x?xf32, strided<[?, 1], offset: ?>>
      test.func @f(%a: i32, %c: index, %b: i1) -> i32 {
        %s = test.add %a, %a : i32
        test.loop %i = %c : index {
          %x = test.add %i, %i : index
        }
        %d = "foo.op"(%s) <{p = dense<[1, 2]> : tensor<2xi32>}> ({
        ^bb0(%q: i32 loc("q":1:1)):
          "foo.br"()[^bb1] : () -> ()
        ^bb1:
          "foo.end"() {m = #map, arr = array<i64: 1, -2>, s = "str\\0A"} : () -> ()
        }) : (i32) -> !t loc(callsite("a" at fused["b":1:2]))
        return %s : i32
      }
      """;

  private static final String PUNCTUATION = "(){}[]<>%^#!@\":,=-0x9.e";

  /** The parser alone: what it builds from mutated input need not verify. */
  private static Operation parse(Context ctx, String text) {
    return IrFixtures.parseUnverified(ctx, IrFixtures.FILE, text);
  }

  /** Parses, accepting success or a diagnostic. */
  private static void parsesOrDiagnoses(Context ctx, String text) {
    try {
      parse(ctx, text);
    } catch (DiagnosticException e) {
      assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
    } catch (Throwable t) {
      fail("unexpected " + t + " for input:\n" + text, t);
    }
  }

  @Test
  void sampleParses() {
    Operation m = parse(TestDialects.context().setAllowUnregisteredDialects(true), SAMPLE);
    assertEquals(1, m.region(0).entryBlock().size());
  }

  @Test
  void everyTruncationGivesADiagnosticOrAModule() {
    Context ctx = TestDialects.context().setAllowUnregisteredDialects(true);
    for (int i = 0; i <= SAMPLE.length(); i++) parsesOrDiagnoses(ctx, SAMPLE.substring(0, i));
  }

  @Test
  void randomBytesAndMutations() {
    Context ctx = TestDialects.context().setAllowUnregisteredDialects(true);
    Random rnd = new Random(42);
    for (int n = 0; n < 2000; n++) {
      char[] chars = new char[rnd.nextInt(60)];
      for (int i = 0; i < chars.length; i++) chars[i] = (char) rnd.nextInt(256);
      parsesOrDiagnoses(ctx, new String(chars));
      StringBuilder mutated = new StringBuilder(SAMPLE);
      for (int k = 0; k < 3; k++) {
        int pos = rnd.nextInt(mutated.length());
        switch (rnd.nextInt(3)) {
          case 0 -> mutated.deleteCharAt(pos);
          case 1 -> mutated.insert(pos, PUNCTUATION.charAt(rnd.nextInt(PUNCTUATION.length())));
          default -> mutated.setCharAt(pos, (char) (32 + rnd.nextInt(95)));
        }
      }
      parsesOrDiagnoses(ctx, mutated.toString());
    }
  }

  @Test
  void veryLongLine() {
    StringBuilder sb = new StringBuilder("\"foo.x\"() {a = [");
    for (int i = 0; i < 200_000; i++) sb.append(i).append(", ");
    sb.append("0]} : () -> ()");
    Operation m = parse(TestDialects.context().setAllowUnregisteredDialects(true), sb.toString());
    assertEquals(1, m.region(0).entryBlock().size());
  }

  /**
   * mlir-opt-22 dies of a segmentation fault on this input; loomlir, on a thread with the stack
   * {@code loomlir opt} runs on (64 MiB), parses all 10,000 levels. (On a small stack the same input
   * is a diagnostic: see {@link #stackOverflowBecomesADiagnostic}.)
   */
  @Test
  void deeplyNestedGenericRegions() throws Exception {
    int depth = 10_000;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) sb.append("\"foo.r\"() ({\n");
    for (int i = 0; i < depth; i++) sb.append("}) : () -> ()\n");
    Object[] outcome = new Object[1];
    Thread t = new Thread(null, () -> {
      try {
        outcome[0] = parse(TestDialects.context().setAllowUnregisteredDialects(true), sb.toString());
      } catch (Throwable e) {
        outcome[0] = e;
      }
    }, "cli-sized-stack", 64L << 20);
    t.start();
    t.join();
    assertTrue(outcome[0] instanceof Operation, String.valueOf(outcome[0]));
    int levels = 0;
    for (Operation op = ((Operation) outcome[0]).region(0).entryBlock().first(); op != null;
         op = op.region(0).entryBlock() == null ? null : op.region(0).entryBlock().first()) {
      levels++;
    }
    assertEquals(depth, levels);
  }

  @Test
  void deeplyNestedCustomRegionsAndTypes() {
    int depth = 10_000;
    StringBuilder sb = new StringBuilder("test.func @f(%c: index) {\n");
    for (int i = 0; i < depth; i++) sb.append("test.loop %i").append(i).append(" = %c : index {\n");
    for (int i = 0; i < depth; i++) sb.append("}\n");
    sb.append("return }");
    parsesOrDiagnoses(TestDialects.context(), sb.toString());
    parsesOrDiagnoses(TestDialects.context(), "\"test.yield\"() : () -> " + "tuple<".repeat(depth) + ">".repeat(depth));
    parsesOrDiagnoses(TestDialects.context(), "\"test.yield\"() {a = " + "[".repeat(200_000) + "} : () -> ()");
  }

  @Test
  void stackOverflowBecomesADiagnostic() throws Exception {
    // A thread with a tiny stack overflows long before the nesting limit.
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 5_000; i++) sb.append("\"foo.r\"() ({\n");
    Throwable[] outcome = new Throwable[1];
    Thread t = new Thread(null, () -> {
      try {
        parse(TestDialects.context().setAllowUnregisteredDialects(true), sb.toString());
      } catch (Throwable e) {
        outcome[0] = e;
      }
    }, "small-stack", 256 * 1024);
    t.start();
    t.join();
    assertTrue(outcome[0] instanceof DiagnosticException, String.valueOf(outcome[0]));
  }
}
