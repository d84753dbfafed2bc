package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.Test;

/**
 * A compare feeding only the cond_br after it is emitted as one compare-and-jump: every
 * predicate, at every storage width, must branch as the compare's value says. Expected outcomes
 * come from the predicate's definition (signed or unsigned order at the width), spelled out in
 * {@link #holds}.
 */
class BranchComparesTest {
  private static final String[] PREDICATES = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

  private static String program(String type, String compareOp, String operands) {
    StringBuilder s = new StringBuilder();
    for (String p : PREDICATES) {
      s.append("func.func @").append(p).append("(%a: ").append(type).append(", %b: ").append(type).append(") -> i32 {\n")
          .append("  %c = ").append(compareOp).append(' ').append(p).append(operands).append('\n')
          .append("  cf.cond_br %c, ^yes, ^no\n")
          .append("^yes:\n  %one = arith.constant 1 : i32\n  return %one : i32\n")
          .append("^no:\n  %zero = arith.constant 0 : i32\n  return %zero : i32\n}\n");
    }
    return s.toString();
  }

  /** The predicate on the {@code width}-bit values whose low bits are {@code a} and {@code b}. */
  private static boolean holds(String p, long a, long b, int width) {
    long bias = width == 64 ? Long.MIN_VALUE : 0;
    long mask = width == 64 ? -1L : (1L << width) - 1;
    int shift = 64 - width;
    int signed = Long.compare(a << shift >> shift, b << shift >> shift);
    int unsigned = Long.compare((a & mask) + bias, (b & mask) + bias);
    return switch (p) {
      case "eq" -> signed == 0;
      case "ne" -> signed != 0;
      case "slt" -> signed < 0;
      case "sle" -> signed <= 0;
      case "sgt" -> signed > 0;
      case "sge" -> signed >= 0;
      case "ult" -> unsigned < 0;
      case "ule" -> unsigned <= 0;
      case "ugt" -> unsigned > 0;
      case "uge" -> unsigned >= 0;
      default -> throw new IllegalArgumentException(p);
    };
  }

  private static void check(String type, String compareOp, String operands, int width, long[] values) throws Throwable {
    LoadedModule m = CodegenTestSupport.compileAndLoad("cmp.mlir", program(type, compareOp, operands));
    for (String p : PREDICATES) {
      MethodHandle f = m.handle(p);
      for (long a : values) {
        for (long b : values) {
          int got = width > 32 ? (int) f.invoke(a, b) : (int) f.invoke((int) a, (int) b);
          assertEquals(holds(p, a, b, width) ? 1 : 0, got, type + " " + p + " " + a + ", " + b);
        }
      }
    }
  }

  @Test void i64() throws Throwable {
    check("i64", "arith.cmpi", ", %a, %b : i64", 64, new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE});
  }

  @Test void index() throws Throwable {
    check("index", "arith.cmpi", ", %a, %b : index", 64, new long[] {Long.MIN_VALUE, -2, 0, 3});
    check("index", "index.cmp", "(%a, %b)", 64, new long[] {Long.MIN_VALUE, -2, 0, 3});
  }

  @Test void i32() throws Throwable {
    check("i32", "arith.cmpi", ", %a, %b : i32", 32, new long[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE});
  }

  @Test void i8() throws Throwable {
    check("i8", "arith.cmpi", ", %a, %b : i8", 8, new long[] {-128, -1, 0, 1, 127});
  }

  @Test void i1() throws Throwable {
    // i1 is 0 or 1; signed, 1 is -1
    check("i1", "arith.cmpi", ", %a, %b : i1", 1, new long[] {0, 1});
  }
}
