package dev.loomlir.codegen.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.runtime.memref.MemRefError;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Accesses indexed by the i32 induction variable of a loop {@code loomlir-int-loop-versioning}
 * made: {@code data[intBase(rest) + j]}. They must behave exactly as the long path (values,
 * and errors at the same op), whatever the bounds, and look like an int loop in bytecode.
 */
class IntIndexedAccessTest {
  private static final String VERSIONED = "loomlir-int-loop-versioning, convert-scf-to-cf";
  private static final String LONG_ONLY = "convert-scf-to-cf";

  /** Sums row %i of a 4x5 buffer holding 1..20 over columns [%lb, %ub), then stores the sum at column 0. */
  private static final String ROW_SUM = """
      func.func @main(%i: index, %lb: index, %ub: index) -> f32 {
        %m = memref.alloc() : memref<4x5xf32>
        %flat = memref.reinterpret_cast %m to offset: [0], sizes: [20], strides: [1] : memref<4x5xf32> to memref<20xf32>
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c20 = arith.constant 20 : index
        scf.for %k = %c0 to %c20 step %c1 {
          %k1 = arith.addi %k, %c1 : index
          %ki = arith.index_cast %k1 : index to i32
          %kf = arith.sitofp %ki : i32 to f32
          memref.store %kf, %flat[%k] : memref<20xf32>
        }
        %z = arith.constant 0.0 : f32
        %s = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %z) -> (f32) {
          %x = memref.load %m[%i, %j] : memref<4x5xf32>
          %acc1 = arith.addf %acc, %x : f32
          scf.yield %acc1 : f32
        }
        memref.store %s, %m[%i, %c0] : memref<4x5xf32>
        return %s : f32
      }
      """;

  /** The result, or the error's location and message head. */
  private static String outcome(LoadedModule module, long i, long lb, long ub) {
    MethodHandle main = module.handle("main");
    try {
      return "value " + (float) main.invoke(i, lb, ub);
    } catch (MemRefError e) {
      String text = e.diagnosticText();
      return "error " + text.substring(0, text.indexOf("access") + "access".length());
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }

  @Test void intAndLongPathsAgreeOnValuesAndErrors() {
    LoadedModule versioned = MemRefTestSupport.compileAndLoad("row.mlir", ROW_SUM, VERSIONED);
    LoadedModule longOnly = MemRefTestSupport.compileAndLoad("row.mlir", ROW_SUM, LONG_ONLY);
    long big = 1L << 31;
    long[][] cases = {
        {1, 0, 5}, {0, 2, 5}, {2, 1, 1}, {3, 4, 2},
        {0, 0, 7},                      // past the row, inside the allocation: the next row
        {3, 0, 6},                      // element 20: past the allocation
        {-1, 5, 8},                     // a negative base reaching back into the allocation
        {-429496729, 2147483645, 2147483646}, // base -2^31 + 3 plus j ~ 2^31: elements 0 and 1
        {4, big - 10, big - 2},         // 20 + j overflows an int: negative, outside
        {big, 0, 3},                    // the base does not fit an int
        {858993460, 0, 3},              // base 2^32 + 4: would wrap to element 4 as an int
        {-858993459, 0, 3},             // base -2^32 + 1: would wrap to element 1
        {0, -2, 3},                     // guard fails: lb < 0 (element -2 is outside)
        {1, -2, 3},                     // guard fails, inside the allocation
        {-1, big + 2, big + 4},         // guard fails: ub > INT_MAX - 1, outside
        {0, 2 * big + 1, 3},            // guard fails: lb past the int range (would wrap to 1), no iteration
    };
    for (long[] c : cases) {
      String expected = outcome(longOnly, c[0], c[1], c[2]);
      assertEquals(expected, outcome(versioned, c[0], c[1], c[2]), "i=" + c[0] + " lb=" + c[1] + " ub=" + c[2]);
    }
    assertEquals("value 24.0", outcome(versioned, 1, 1, 4));
    assertEquals("error row.mlir:15:10: error: out-of-bounds memref access", outcome(versioned, 3, 0, 6));
    assertEquals("value 0.0", outcome(versioned, 0, (1L << 32) + 1, 3));
  }

  @Test void theVersionedLoopIndexesWithIntsAndTheFallbackWithLongs() {
    List<String> calls = calls(MemRefTestSupport.compile("row.mlir", ROW_SUM, VERSIONED), "main");
    // The fill loop (constant bounds and a constant base: a plain int index), the int row loop
    // (intBase of the row start), its long fallback, and the store after the loop (its index is
    // not an induction variable).
    assertEquals(List.of("intBase", "checkIndex", "checkIndex"),
        calls.stream().filter(c -> c.equals("intBase") || c.equals("checkIndex")).toList(), calls.toString());
  }

  /** Names of the static methods {@code method} calls, in order. */
  private static List<String> calls(CompiledModule compiled, String method) {
    List<String> calls = new ArrayList<>();
    MemRefTestSupport.visitMethod(compiled, method, new MethodVisitor(Opcodes.ASM9) {
      @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
        if (op == Opcodes.INVOKESTATIC) calls.add(callee);
      }
    });
    assertTrue(!calls.isEmpty());
    return calls;
  }
}
