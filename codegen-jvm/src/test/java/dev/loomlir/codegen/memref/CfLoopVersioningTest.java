package dev.loomlir.codegen.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.ir.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Loops that reach loomlir already lowered to {@code cf} (as upstream's pipelines leave them):
 * {@code loomlir-lift-cf-loops} lifts the counted ones back to {@code scf.for}, which
 * {@code loomlir-int-loop-versioning} then versions. On random loop shapes (compares written
 * either way, unsigned, count-down loops through {@code arith.subi}, second exits, bodies of
 * several blocks, the induction variable used after the loop) and random bounds (fitting an
 * int or not, reaching out of the allocation or not), the lifted and versioned program must
 * compute exactly what the unlifted one does, errors included; and the shapes that should be
 * lifted and versioned must be.
 */
class CfLoopVersioningTest {
  private static final String LIFTED = "loomlir-lift-cf-loops, loomlir-int-loop-versioning, convert-scf-to-cf";
  private static final String UNLIFTED = "convert-scf-to-cf";
  private static final String VERSIONED_ONLY = "loomlir-int-loop-versioning, convert-scf-to-cf";
  private static final long INT_MAX = Integer.MAX_VALUE;

  /** One loop shape of {@link #program}. */
  record Shape(boolean countDown, int compare, long step, boolean ivSecond, boolean earlyExit, boolean splitBody,
               boolean ivAfter, boolean stepInside, boolean exitArgument) {
    /** The compares of a count-up loop: {@code j < ub} written six ways, three of them unsigned. */
    static final String[] UP = {"slt %j, %ub", "sgt %ub, %j", "!sge %j, %ub", "ult %j, %ub", "ugt %ub, %j", "!uge %j, %ub"};
    /** The compares of a count-down loop: {@code j > lb}. */
    static final String[] DOWN = {"sgt %j, %lb", "slt %lb, %j", "!sle %j, %lb"};

    static Shape random(Random r) {
      boolean down = r.nextInt(5) == 0;
      long[] steps = {1, 1, 2, 3, 7};
      return new Shape(down, r.nextInt(down ? DOWN.length : UP.length), steps[r.nextInt(steps.length)], r.nextBoolean(),
          r.nextInt(4) == 0, r.nextBoolean(), r.nextInt(6) == 0, r.nextBoolean(), r.nextBoolean());
    }

    /** What loomlir-lift-cf-loops must lift: counted up, one exit, the induction variable dead after the loop. */
    boolean liftable() { return !countDown && !earlyExit && !ivAfter; }

    /** What loomlir-int-loop-versioning then versions: the signed ones. */
    boolean versioned() { return liftable() && compare < 3; }
  }

  /**
   * Sums {@code %m[%i, %j]} of a 4x5 buffer holding 1..20 over the loop's {@code %j}, from
   * {@code %lb} up to {@code %ub} (or from {@code %ub} down to {@code %lb}), in {@code cf}.
   */
  static String program(Shape s) {
    String compare = (s.countDown ? Shape.DOWN : Shape.UP)[s.compare];
    boolean negated = compare.startsWith("!");
    String[] parts = compare.replace("!", "").split(" ", 2);
    String header = s.ivSecond ? "^hdr(%acc: f32, %j: index)" : "^hdr(%j: index, %acc: f32)";
    String start = s.countDown ? "%ub" : "%lb";
    String enter = s.ivSecond ? "cf.br ^hdr(%z, " + start + " : f32, index)" : "cf.br ^hdr(" + start + ", %z : index, f32)";
    String exitTarget = s.exitArgument ? "^done(%acc : f32)" : "^done";
    String branch = negated ? "cf.cond_br %c, " + exitTarget + ", ^body" : "cf.cond_br %c, ^body, " + exitTarget;
    String stepValue = s.stepInside ? "%sin" : "%step";
    String next = (s.countDown ? "arith.subi %j, " : "arith.addi %j, ") + stepValue;
    String back = s.ivSecond ? "cf.br ^hdr(%acc1, %jn : f32, index)" : "cf.br ^hdr(%jn, %acc1 : index, f32)";
    StringBuilder b = new StringBuilder();
    b.append("""
        func.func @main(%i: index, %lb: index, %ub: index) -> f32 {
          %m = memref.alloc() : memref<4x5xf32>
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c4 = arith.constant 4 : index
          %c5 = arith.constant 5 : index
          scf.for %r = %c0 to %c4 step %c1 {
            %row = arith.muli %r, %c5 : index
            scf.for %q = %c0 to %c5 step %c1 {
              %k = arith.addi %row, %q : index
              %k1 = arith.addi %k, %c1 : index
              %ki = arith.index_cast %k1 : index to i32
              %kf = arith.sitofp %ki : i32 to f32
              memref.store %kf, %m[%r, %q] : memref<4x5xf32>
            }
          }
          %z = arith.constant 0.0 : f32
          %limit = arith.constant 30.0 : f32
        """);
    b.append("  %step = arith.constant ").append(s.step).append(" : index\n");
    b.append("  ").append(enter).append("\n");
    b.append(header).append(":\n");
    b.append("  %c = arith.cmpi ").append(parts[0]).append(", ").append(parts[1]).append(" : index\n");
    b.append("  ").append(branch).append("\n");
    b.append("^body:\n");
    b.append("  %x = memref.load %m[%i, %j] : memref<4x5xf32>\n");
    b.append("  %acc1 = arith.addf %acc, %x : f32\n");
    if (s.earlyExit) {
      b.append("  %big = arith.cmpf ogt, %acc1, %limit : f32\n");
      b.append("  cf.cond_br %big, ^early(%acc1 : f32), ^latch\n");
      b.append("^latch:\n");
    } else if (s.splitBody) {
      b.append("  cf.br ^latch\n");
      b.append("^latch:\n");
    }
    if (s.stepInside) b.append("  %sin = arith.constant ").append(s.step).append(" : index\n");
    b.append("  %jn = ").append(next).append(" : index\n");
    b.append("  ").append(back).append("\n");
    if (s.exitArgument) {
      b.append("^done(%r: f32):\n");
    } else {
      b.append("^done:\n");
      b.append("  %r = arith.addf %acc, %z : f32\n");
    }
    if (s.ivAfter) {
      b.append("  %ji = arith.index_cast %j : index to i32\n");
      b.append("  %jf = arith.sitofp %ji : i32 to f32\n");
      b.append("  %rj = arith.addf %r, %jf : f32\n");
      b.append("  return %rj : f32\n");
    } else {
      b.append("  return %r : f32\n");
    }
    if (s.earlyExit) {
      b.append("^early(%e: f32):\n");
      b.append("  %ne = arith.negf %e : f32\n");
      b.append("  return %ne : f32\n");
    }
    b.append("}\n");
    return b.toString();
  }

  /** Bounds around 0 and the int range's end, and a row index that puts the first accesses in the buffer or not. */
  private static long[] randomArguments(Random r, Shape s) {
    long[] starts = {0, 1, 3, -2, INT_MAX - s.step() - 3, INT_MAX - s.step(), INT_MAX - s.step() + 1, INT_MAX + 2,
        (1L << 32) + 1, -(1L << 31) - 2};
    long a = starts[r.nextInt(starts.length)] + r.nextInt(3);
    long b = r.nextInt(4) == 0 ? starts[r.nextInt(starts.length)] : a + r.nextInt(16) - 2;
    long lb = s.countDown() ? b : a, ub = s.countDown() ? a : b;
    long first = s.countDown() ? ub : lb;
    long i = r.nextInt(3) == 0 ? r.nextInt(6) - 1 : Math.floorDiv(-first, 5) + r.nextInt(4);
    return new long[] {i, lb, ub};
  }

  @Test void liftedLoopsComputeWhatTheCfLoopsDoOnRandomShapesAndBounds() {
    Random random = new Random(21);
    int versionedShapes = 0, values = 0, errors = 0;
    for (int n = 0; n < 48; n++) {
      Shape shape = Shape.random(random);
      String text = program(shape);
      LoadedModule lifted = MemRefTestSupport.compileAndLoad("loop.mlir", text, LIFTED);
      LoadedModule unlifted = MemRefTestSupport.compileAndLoad("loop.mlir", text, UNLIFTED);
      if (shape.versioned()) versionedShapes++;
      for (int k = 0; k < 40; k++) {
        long[] a = randomArguments(random, shape);
        String expected = IntIndexedAccessTest.outcome(unlifted, a);
        assertEquals(expected, IntIndexedAccessTest.outcome(lifted, a),
            shape + " i=" + a[0] + " lb=" + a[1] + " ub=" + a[2] + "\n" + text);
        if (expected.startsWith("value")) values++; else errors++;
      }
    }
    // The random cases must exercise both outcomes and the versioned loops.
    assertTrue(versionedShapes >= 8 && values >= 300 && errors >= 100,
        "versioned shapes " + versionedShapes + ", values " + values + ", errors " + errors);
  }

  @Test void exactlyTheCountedShapesAreLiftedAndTheSignedOnesVersioned() {
    Random random = new Random(7);
    for (int n = 0; n < 48; n++) {
      Shape shape = Shape.random(random);
      String text = program(shape);
      Operation module = MemRefTestSupport.lower("loop.mlir", text, "loomlir-lift-cf-loops");
      int loops = 0;
      for (Operation op : allOps(module)) if (ForOp.is(op)) loops++;
      // The fill loops are scf.for already.
      assertEquals(shape.liftable() ? 3 : 2, loops, shape + "\n" + text);
      // The fill's inner loop is versioned either way; lifting adds the cf loop's i32 version.
      assertEquals(shape.versioned() ? 1 : 0, intBases(text, LIFTED) - intBases(text, VERSIONED_ONLY),
          shape + "\n" + text);
    }
  }

  private static List<Operation> allOps(Operation root) {
    List<Operation> ops = new ArrayList<>();
    root.walk(ops::add);
    return ops;
  }

  /** How often {@code @main} calls intBase after {@code passes}: once per access of an i32 loop. */
  private static long intBases(String text, String passes) {
    long[] calls = {0};
    MemRefTestSupport.visitMethod(MemRefTestSupport.compile("loop.mlir", text, passes), "main",
        new MethodVisitor(Opcodes.ASM9) {
          @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
            if (callee.equals("intBase")) calls[0]++;
          }
        });
    return calls[0];
  }
}
