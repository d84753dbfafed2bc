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
  /** Without the same-layout version (on by default): one i32 loop indexing each memref by its own layout. */
  private static final String PLAIN_I32 = "loomlir-int-loop-versioning{same-layout=false}, convert-scf-to-cf";
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

  /** The result of {@code @main(args)} (an f32), or the error's location and message head. */
  static String outcome(LoadedModule module, long... args) {
    MethodHandle main = module.handle("main");
    try {
      Object[] boxed = java.util.Arrays.stream(args).boxed().toArray();
      return "value " + (float) main.invokeWithArguments(boxed);
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
      String expected = outcome(longOnly, c);
      assertEquals(expected, outcome(versioned, c), "i=" + c[0] + " lb=" + c[1] + " ub=" + c[2]);
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

  /** The start of a test's {@code @main}: {@code %buf}, 64 f32 holding 1..64, and {@code %c0}, {@code %c1}, {@code %c64}. */
  static final String FILL_BUF_64 = """
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c64 = arith.constant 64 : index
        %buf = memref.alloc() : memref<64xf32>
        scf.for %k = %c0 to %c64 step %c1 {
          %k1 = arith.addi %k, %c1 : index
          %ki = arith.index_cast %k1 : index to i32
          %kf = arith.sitofp %ki : i32 to f32
          memref.store %kf, %buf[%k] : memref<64xf32>
        }
      """;

  /**
   * c = a + b over three 2-d views of one 64-element buffer holding 1..64, with the given
   * offsets and row strides (a and c share {@code sac}); returns a weighted checksum of the
   * buffer. The loop gets the same-layout version: equal offsets and strides take it (aliased
   * views included), others the plain i32 loop.
   */
  private static final String VIEWS_ADD = """
      func.func @main(%oa: index, %ob: index, %oc: index, %sac: index, %sb: index, %rows: index, %cols: index) -> f32 {
      """ + FILL_BUF_64 + """
        %a = memref.reinterpret_cast %buf to offset: [%oa], sizes: [%rows, %cols], strides: [%sac, 1] : memref<64xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %b = memref.reinterpret_cast %buf to offset: [%ob], sizes: [%rows, %cols], strides: [%sb, 1] : memref<64xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %c = memref.reinterpret_cast %buf to offset: [%oc], sizes: [%rows, %cols], strides: [%sac, 1] : memref<64xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        call @add(%a, %b, %c) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
        %z = arith.constant 0.0 : f32
        %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (f32) {
          %v = memref.load %buf[%k] : memref<64xf32>
          %ki = arith.index_cast %k : index to i32
          %kf = arith.sitofp %ki : i32 to f32
          %w = arith.mulf %v, %kf : f32
          %acc1 = arith.addf %acc, %w : f32
          scf.yield %acc1 : f32
        }
        return %sum : f32
      }
      func.func @add(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                     %c: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %d0 = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
        %d1 = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
        scf.for %i = %c0 to %d0 step %c1 {
          scf.for %j = %c0 to %d1 step %c1 {
            %x = memref.load %a[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
            %y = memref.load %b[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
            %s = arith.addf %x, %y : f32
            memref.store %s, %c[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
          }
        }
        return
      }
      """;

  @Test void sameLayoutVersionAgreesWithTheLongPathOnAliasedAndOverlappingViews() {
    LoadedModule versioned = MemRefTestSupport.compileAndLoad("views.mlir", VIEWS_ADD, VERSIONED);
    LoadedModule longOnly = MemRefTestSupport.compileAndLoad("views.mlir", VIEWS_ADD, LONG_ONLY);
    long[][] cases = {
        // oa, ob, oc, stride of a and c, stride of b, rows, cols
        {0, 0, 0, 8, 8, 4, 8},     // one view as a, b and c: c = 2a
        {0, 20, 40, 8, 8, 3, 6},   // disjoint, offsets differ: the plain i32 loop
        {5, 5, 5, 7, 7, 5, 7},     // equal offsets and strides, all three aliased
        {0, 1, 1, 8, 8, 4, 7},     // b and c alias, a one element behind
        {3, 3, 4, 6, 6, 4, 6},     // c one element ahead of a and b: a running sum along rows
        {4, 3, 3, 6, 6, 4, 6},     // c one element behind: reads before it overwrites
        {2, 2, 2, 8, 5, 3, 5},     // equal offsets, unequal row strides
        {1, 1, 1, 9, 9, 8, 9},     // equal layouts reaching past the buffer: the same error
        {0, 0, 0, 0, 0, 3, 4},     // row stride 0: every row the same elements
    };
    for (long[] c : cases) {
      String expected = outcome(longOnly, c);
      assertEquals(expected, outcome(versioned, c), java.util.Arrays.toString(c));
    }
    assertEquals("error views.mlir:35:12: error: out-of-bounds memref access", outcome(versioned, 1, 1, 1, 9, 9, 8, 9));
  }

  @Test void allThreeVersionsAgreeWithTheLongPathOnRandomViews() {
    LoadedModule versioned = MemRefTestSupport.compileAndLoad("views.mlir", VIEWS_ADD, VERSIONED);
    LoadedModule plain = MemRefTestSupport.compileAndLoad("views.mlir", VIEWS_ADD, PLAIN_I32);
    LoadedModule longOnly = MemRefTestSupport.compileAndLoad("views.mlir", VIEWS_ADD, LONG_ONLY);
    java.util.Random random = new java.util.Random(12);
    int sameLayouts = 0;
    for (int n = 0; n < 400; n++) {
      // Offsets and strides from a small range, so that equal layouts, aliasing and overlap are
      // common; sizes that sometimes reach past the 64-element buffer.
      long oa = random.nextInt(8), ob = random.nextBoolean() ? oa : random.nextInt(8);
      long oc = random.nextBoolean() ? oa : random.nextInt(8);
      long sac = random.nextInt(10), sb = random.nextBoolean() ? sac : random.nextInt(10);
      long rows = random.nextInt(7), cols = random.nextInt(10);
      if (oa == ob && ob == oc && sac == sb) sameLayouts++;
      long[] c = {oa, ob, oc, sac, sb, rows, cols};
      String expected = outcome(longOnly, c);
      assertEquals(expected, outcome(versioned, c), java.util.Arrays.toString(c));
      assertEquals(expected, outcome(plain, c), java.util.Arrays.toString(c));
    }
    assertTrue(sameLayouts > 50, "cases taking the view loop: " + sameLayouts);
  }

  @Test void theSameLayoutLoopIndexesEveryViewFromTheSameLocalsAndMakesNoDescriptors() {
    // The i32 loop over the views first (a, b, c from the same locals), then the plain i32 loop
    // (each memref from its own stride).
    List<List<Integer>> bases = intBaseLocals(MemRefTestSupport.compile("views.mlir", VIEWS_ADD, VERSIONED));
    assertEquals(6, bases.size(), bases.toString());
    assertEquals(bases.get(0), bases.get(1));
    assertEquals(bases.get(0), bases.get(2));
    assertTrue(!bases.get(3).equals(bases.get(4)) && !bases.get(4).equals(bases.get(5)), bases.toString());
    // Without the option: the plain i32 loop, each memref from its own stride.
    List<List<Integer>> plain = intBaseLocals(MemRefTestSupport.compile("views.mlir", VIEWS_ADD, PLAIN_I32));
    assertEquals(3, plain.size(), plain.toString());
    assertTrue(!plain.get(0).equals(plain.get(1)) && !plain.get(1).equals(plain.get(2)), plain.toString());
  }

  @Test void theSameLayoutViewsMakeNoDescriptors() {
    CompiledModule compiled = MemRefTestSupport.compile("views.mlir", VIEWS_ADD, VERSIONED);
    List<String> virtuals = new ArrayList<>();
    MemRefTestSupport.visitMethod(compiled, "add", new MethodVisitor(Opcodes.ASM9) {
      @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
        if (op == Opcodes.INVOKEVIRTUAL) virtuals.add(callee);
      }
    });
    // Neither the views nor extract_strided_metadata's base buffer become descriptors.
    assertTrue(!virtuals.contains("reinterpretCast") && !virtuals.contains("baseBuffer"), virtuals.toString());
  }

  /** For each intBase call of {@code @add}, the long locals its argument was computed from. */
  private static List<List<Integer>> intBaseLocals(CompiledModule compiled) {
    List<List<Integer>> bases = new ArrayList<>();
    MemRefTestSupport.visitMethod(compiled, "add", new MethodVisitor(Opcodes.ASM9) {
      final List<Integer> loads = new ArrayList<>();

      @Override public void visitVarInsn(int op, int slot) {
        if (op == Opcodes.LLOAD) loads.add(slot);
      }

      // Each access starts at the label of its exception-table range.
      @Override public void visitLabel(org.objectweb.asm.Label label) { loads.clear(); }

      @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
        if (callee.equals("intBase")) {
          bases.add(List.copyOf(loads));
          loads.clear();
        }
      }
    });
    return bases;
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
