package dev.loomlir.codegen.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.LoadedModule;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Accesses that index a dimension of stride other than 1 with the induction variable
 * ({@code loomlir-int-loop-versioning}'s strided accesses: a flat view at an i32 the loop
 * carries). Whatever the layout and bounds — strides whose products with the bounds overflow an
 * int, zero and negative strides, offsets reaching out of the buffer — the versioned loop must
 * compute what the long loop computes, errors included.
 */
class StridedIntAccessTest {
  private static final String VERSIONED = "loomlir-int-loop-versioning, convert-scf-to-cf";
  private static final String LONG_ONLY = "convert-scf-to-cf";

  /**
   * Column {@code %j} of a view of a 64-element buffer holding 1..64 (offset {@code %o}, row
   * stride {@code %s}), summed over rows {@code [%lb, %ub)} by 2, weighted by a row of a
   * static 8x8 view (stride 8) of the same buffer, read at the same rows.
   */
  private static final String COLUMN_SUM = """
      func.func @main(%o: index, %s: index, %j: index, %lb: index, %ub: index) -> f32 {
      """ + IntIndexedAccessTest.FILL_BUF_64 + """
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c8 = arith.constant 8 : index
        %m = memref.reinterpret_cast %buf to offset: [%o], sizes: [%c8, %c8], strides: [%s, 1] : memref<64xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %w = memref.reinterpret_cast %buf to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
        %z = arith.constant 0.0 : f32
        %sum = scf.for %p = %lb to %ub step %c2 iter_args(%acc = %z) -> (f32) {
          %x = memref.load %m[%p, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
          %y = memref.load %w[%p, %c3] : memref<8x8xf32>
          %xy = arith.mulf %x, %y : f32
          %acc1 = arith.addf %acc, %xy : f32
          scf.yield %acc1 : f32
        }
        return %sum : f32
      }
      """;

  @Test void stridedAccessesAgreeWithTheLongPathOnRandomLayoutsAndBounds() {
    LoadedModule versioned = MemRefTestSupport.compileAndLoad("column.mlir", COLUMN_SUM, VERSIONED);
    LoadedModule longOnly = MemRefTestSupport.compileAndLoad("column.mlir", COLUMN_SUM, LONG_ONLY);
    agreeOnRandomLayoutsAndBounds(versioned, longOnly, new Random(31), 10);
    // Rows 0, 2, 4, 6 of column 1 (stride 8): 2 + 18 + 34 + 50, weighted by 4, 20, 36, 52.
    assertEquals("value " + (2 * 4 + 18 * 20 + 34 * 36 + 50 * 52) + ".0", IntIndexedAccessTest.outcome(versioned, 0, 8, 1, 0, 8));
  }

  /**
   * The vector form of {@link #COLUMN_SUM}: rows of 4 lanes {@code %m[%p, %j .. %j + 3]} (a
   * vector matmul's {@code vector.load %b[%k, %j]}), scaled by the broadcast {@code %w[%p, 3]},
   * accumulated, and each product row stored at {@code %d[%p, 0]} (static row stride 4), so that
   * both a strided vector load and a strided vector store take the flat i32 path. Returns the
   * accumulator's lane sum plus the sum of {@code %d}.
   */
  private static final String VECTOR_ROW_SUM = """
      func.func @main(%o: index, %s: index, %j: index, %lb: index, %ub: index) -> f32 {
      """ + IntIndexedAccessTest.FILL_BUF_64 + """
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c8 = arith.constant 8 : index
        %c16 = arith.constant 16 : index
        %m = memref.reinterpret_cast %buf to offset: [%o], sizes: [%c8, %c8], strides: [%s, 1] : memref<64xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %w = memref.reinterpret_cast %buf to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
        %d = memref.alloc() : memref<16x4xf32>
        %z = arith.constant 0.0 : f32
        %zv = arith.constant dense<0.0> : vector<4xf32>
        scf.for %r = %c0 to %c16 step %c1 {
          vector.store %zv, %d[%r, %c0] : memref<16x4xf32>, vector<4xf32>
        }
        %sum = scf.for %p = %lb to %ub step %c2 iter_args(%acc = %zv) -> (vector<4xf32>) {
          %x = vector.load %m[%p, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
          %y = memref.load %w[%p, %c3] : memref<8x8xf32>
          %yv = vector.broadcast %y : f32 to vector<4xf32>
          %xy = arith.mulf %x, %yv : vector<4xf32>
          vector.store %xy, %d[%p, %c0] : memref<16x4xf32>, vector<4xf32>
          %acc1 = arith.addf %acc, %xy : vector<4xf32>
          scf.yield %acc1 : vector<4xf32>
        }
        %lanes = vector.reduction <add>, %sum : vector<4xf32> into f32
        %stored = scf.for %r = %c0 to %c16 step %c1 iter_args(%t = %z) -> (f32) {
          %row = vector.load %d[%r, %c0] : memref<16x4xf32>, vector<4xf32>
          %rs = vector.reduction <add>, %row : vector<4xf32> into f32
          %t1 = arith.addf %t, %rs : f32
          scf.yield %t1 : f32
        }
        %all = arith.addf %lanes, %stored : f32
        return %all : f32
      }
      """;

  @Test void stridedVectorRowsAgreeWithTheLongPathOnRandomLayoutsAndBounds() {
    String vectors = ", loomlir-scalarize-vectors";
    LoadedModule versioned = MemRefTestSupport.compileAndLoad("rows.mlir", VECTOR_ROW_SUM, VERSIONED + vectors);
    LoadedModule longOnly = MemRefTestSupport.compileAndLoad("rows.mlir", VECTOR_ROW_SUM, LONG_ONLY + vectors);
    agreeOnRandomLayoutsAndBounds(versioned, longOnly, new Random(37), 8);
    // Rows 0, 2, 4, 6, columns 1..4 (stride 8): row p holds 8p + 2 .. 8p + 5, sum 32p + 14, weighted
    // by w[p, 3] = 8p + 4; the products are summed once in the accumulator and once in %d.
    long expectedSum = 0;
    for (long p = 0; p < 8; p += 2) expectedSum += 2 * (32 * p + 14) * (8 * p + 4);
    assertEquals("value " + expectedSum + ".0", IntIndexedAccessTest.outcome(versioned, 0, 8, 1, 0, 8));
  }

  @Test void theStridedVectorLoopIndexesItsRowsWithInts() {
    int[] calls = {0, 0};
    MemRefTestSupport.visitMethod(MemRefTestSupport.compile("rows.mlir", VECTOR_ROW_SUM,
            VERSIONED + ", loomlir-scalarize-vectors"), "main",
        new MethodVisitor(Opcodes.ASM9) {
          @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
            if (callee.equals("intBase")) calls[0]++;
            if (callee.equals("checkIndex") && d.equals("(JJ)J")) calls[1]++;
          }
        });
    // The i32 loop's three accesses take intBase (so do the two loops over %d, whose induction
    // variable indexes its rows); long checkIndex is left to the fallback's three accesses
    // (the vector rows check their first and last lanes: 2 + 1 + 2).
    assertTrue(calls[0] >= 3, "intBase calls: " + calls[0]);
    assertEquals(5, calls[1], "long checkIndex calls");
  }

  @Test void theStridedLoopIndexesBothAccessesWithInts() {
    long[] calls = {0, 0};
    MemRefTestSupport.visitMethod(MemRefTestSupport.compile("column.mlir", COLUMN_SUM, VERSIONED), "main",
        new MethodVisitor(Opcodes.ASM9) {
          @Override public void visitMethodInsn(int op, String owner, String callee, String d, boolean itf) {
            if (callee.equals("intBase")) calls[0]++;
            if (callee.equals("checkIndex")) calls[1]++;
          }
        });
    // The i32 loop's two accesses take intBase (the fill loop's constant base needs none); the
    // long fallback's two take checkIndex.
    assertEquals(2, calls[0]);
    assertEquals(2, calls[1]);
  }

  /**
   * Runs both builds of a {@code main(%o, %s, %j, %lb, %ub)} on 600 random layouts and bounds
   * (columns {@code %j} in {@code [-1, columns - 1)}) and requires the same value or error from
   * both, with enough of each.
   */
  private static void agreeOnRandomLayoutsAndBounds(LoadedModule versioned, LoadedModule longOnly, Random random,
                                                    int columns) {
    long big = 1L << 31;
    long[] strides = {0, 1, 3, 4, 7, 8, 9, -1, -8, 1 << 16, 1 << 28, big - 1, big, 1L << 33};
    long[] starts = {0, 1, 2, 5, -2, big - 4, big - 3, big + 1, (1L << 32) + 2};
    int values = 0, errors = 0;
    for (int n = 0; n < 600; n++) {
      long s = strides[random.nextInt(strides.length)];
      long lb = starts[random.nextInt(starts.length)];
      long ub = random.nextInt(4) == 0 ? starts[random.nextInt(starts.length)] : lb + random.nextInt(12) - 2;
      // An offset that puts the first rows in the buffer, or one of a few small ones.
      long o = random.nextBoolean() ? random.nextInt(10) : -lb * s + random.nextInt(8);
      long j = random.nextInt(columns) - 1;
      long[] args = {o, s, j, lb, ub};
      String expected = IntIndexedAccessTest.outcome(longOnly, args);
      assertEquals(expected, IntIndexedAccessTest.outcome(versioned, args), Arrays.toString(args));
      if (expected.startsWith("value")) values++; else errors++;
    }
    assertTrue(values > 150 && errors > 150, "values " + values + ", errors " + errors);
  }
}
