package dev.loomlir.runtime.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.runtime.CFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Rebuilds, with the runtime's API, what the programs in {@code src/test/resources/.../memref/}
 * compute, and compares the printed text with what upstream (mlir-opt-22 + mlir-runner-22, via
 * {@code mlir-native-run}) printed for them, stored next to each program as {@code .out} with
 * the base addresses replaced by {@code BASE}.
 */
class UpstreamPrintingTest {
  private static long[] s(long... v) { return v; }

  private static final String LOC = "test.mlir:1:1";

  @Test
  void printingMatchesUpstream() throws IOException {
    assertEquals(upstream("printing"), ours(out -> {
      // @shapes
      float[] six = new float[6];
      java.util.Arrays.fill(six, 1.5f);
      RunnerMemRefs.printMemrefF32(out, MemRefF32.of(six, 2, 3));
      RunnerMemRefs.printMemrefF32(out, MemRefF32.filled(1.5f, s(), LOC));
      RunnerMemRefs.printMemrefF32(out, MemRefF32.filled(1.5f, s(4), LOC));
      RunnerMemRefs.printMemrefF32(out, MemRefF32.filled(1.5f, s(2, 2, 3), LOC));
      RunnerMemRefs.printMemrefF32(out, MemRefF32.filled(1.5f, s(2, 2, 1, 2), LOC));
      // @values
      RunnerMemRefs.printMemrefF32(out, MemRefF32.of(new float[] {-0.0f,
          Float.intBitsToFloat(0x7FC00000), Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
          1.0e10f, 1.0e-10f, 123456789.0f, 0.1f}, 8));
      RunnerMemRefs.printMemrefF64(out, MemRefF64.of(new double[] {3.141592653589793, -2.5e-300,
          1.0e300, 100000.0}, 2, 2));
      RunnerMemRefs.printMemrefI8(out, MemRefI8.of(new byte[] {65, 0, -1, 10, 48, 127}, 6));
      RunnerMemRefs.printMemrefI32(out, MemRefI32.of(new int[] {Integer.MIN_VALUE,
          Integer.MAX_VALUE, 0}, 3));
      RunnerMemRefs.printMemrefI64(out, MemRefI64.of(new long[] {Long.MIN_VALUE, Long.MAX_VALUE,
          -1}, 3));
      RunnerMemRefs.printMemrefInd(out, MemRefI64.of(new long[] {-1, 5, 0}, 3));
      // @subviews
      MemRefI32 g = MemRefI32.of(iota(12), 3, 4);
      RunnerMemRefs.printMemrefI32(out, g.subview(s(1, 1), s(2, 2), s(1, 2)));
      RunnerMemRefs.printMemrefI32(out, g.subview(s(0, 3), s(3, 1), s(1, 1)).dropDims(1));
      RunnerMemRefs.printMemrefI32(out, g.subview(s(2, 3), s(1, 1), s(1, 1)));
      RunnerMemRefs.printMemrefI32(out, MemRefI32.filled(7, s(3, 1, 2), LOC));
      RunnerMemRefs.printMemrefI32(out, MemRefI32.filled(7, s(1, 3), LOC));
      RunnerMemRefs.printMemrefI32(out, MemRefI32.filled(7, s(2, 2, 2, 2, 2), LOC));
    }));
  }

  @Test
  void viewsMatchUpstream() throws IOException {
    assertEquals(upstream("views"), ours(out -> {
      MemRefI32 g = MemRefI32.of(iota(24), 2, 3, 4);
      RunnerMemRefs.printMemrefI32(out, g.collapseShape(new int[][] {{0, 1}, {2}}));
      MemRef s = g.subview(s(0, 1, 0), s(2, 2, 4), s(1, 1, 1));
      MemRef c2 = s.collapseShape(new int[][] {{0}, {1, 2}});
      RunnerMemRefs.printMemrefI32(out, c2);
      RunnerMemRefs.printMemrefI32(out, c2.expandShape(new int[][] {{0}, {1, 2}}, s(2, 2, 4)));
      RunnerMemRefs.printMemrefI32(out, g.transpose(new int[] {2, 0, 1}));
      MemRef r = g.reinterpretCast(3, s(3, 2), s(5, 2));
      RunnerMemRefs.printMemrefI32(out, r);
      RunnerMemRefs.printMemrefI32(out, g.subview(s(1, 0, 2), s(1, 3, 1), s(1, 1, 1))
          .dropDims(0, 2));
      MemRef flat = g.collapseShape(new int[][] {{0, 1, 2}});
      MemRef one = flat.subview(s(5), s(1), s(1));
      RunnerMemRefs.printMemrefI32(out, one.collapseShape(new int[][] {}));
      RunnerMemRefs.printMemrefI32(out, r.baseBuffer());
    }));
  }

  @Test
  void copyAndAtomicsMatchUpstream() throws IOException {
    assertEquals(upstream("copy_atomics"), ours(out -> {
      MemRefI32 g = MemRefI32.of(iota(12), 3, 4);
      MemRefI32 d = MemRefI32.alloc(s(2, 2), LOC);
      MemRefs.copy(g.subview(s(0, 1), s(2, 2), s(2, 2)), d.transpose(new int[] {1, 0}), LOC);
      RunnerMemRefs.printMemrefI32(out, d);
      MemRefI32 a = MemRefI32.filled(7, s(3, 1, 2), LOC);
      RunnerMemRefs.printMemrefI32(out, a.collapseShape(new int[][] {{0, 1}, {2}}));
      RunnerMemRefs.printMemrefI32(out, a.collapseShape(new int[][] {{0}, {1, 2}}));
      MemRef cc = g.subview(s(0, 2), s(3, 1), s(1, 1)).collapseShape(new int[][] {{0, 1}});
      RunnerMemRefs.printMemrefI32(out, cc);
      RunnerMemRefs.printMemrefI32(out, cc.expandShape(new int[][] {{0, 1}}, s(3, 1)));
      MemRefI32 big = MemRefI32.alloc(s(2, 3, 4), LOC);
      MemRef bigc = big.collapseShape(new int[][] {{0, 1, 2}});
      MemRef gc = g.collapseShape(new int[][] {{0, 1}});
      MemRefs.copy(gc, bigc.subview(s(0), s(12), s(1)), LOC);
      MemRefs.copy(gc, bigc.subview(s(12), s(12), s(1)), LOC);
      MemRefI32 dst = MemRefI32.alloc(s(2, 2, 2), LOC);
      MemRefs.copy(big.subview(s(0, 1, 1), s(2, 2, 2), s(1, 1, 2)), dst, LOC);
      RunnerMemRefs.printMemrefI32(out, dst);

      MemRefF32 f = MemRefF32.alloc(s(2), LOC);
      float nan = Float.intBitsToFloat(0x7FC00000);
      f.data[0] = 1.5f;
      float[] old = {
        Atomics.rmwF32(AtomicRmwKind.ADDF, f.data, 0, 1.5f),
        Atomics.rmwF32(AtomicRmwKind.MAXNUMF, f.data, 0, nan),
        Atomics.rmwF32(AtomicRmwKind.MINNUMF, f.data, 0, 1.5f),
        Atomics.rmwF32(AtomicRmwKind.MAXIMUMF, f.data, 1, nan),
        Atomics.rmwF32(AtomicRmwKind.MINIMUMF, f.data, 1, 1.5f),
        Atomics.rmwF32(AtomicRmwKind.ASSIGN, f.data, 1, 1.5f),
      };
      RunnerMemRefs.printMemrefF32(out, f);
      for (float v : old) out.print(CFormat.g(v) + "\n");

      MemRefI32 i = MemRefI32.alloc(s(4), LOC);
      int[] olds = new int[8];
      olds[0] = Atomics.rmwI32(AtomicRmwKind.ADDI, i.data, 0, -5, 32);
      olds[1] = Atomics.rmwI32(AtomicRmwKind.MAXU, i.data, 0, -5, 32);
      olds[2] = Atomics.rmwI32(AtomicRmwKind.MAXS, i.data, 0, 3, 32);
      olds[3] = Atomics.rmwI32(AtomicRmwKind.MINU, i.data, 1, 3, 32);
      i.data[2] = -5;
      olds[4] = Atomics.rmwI32(AtomicRmwKind.MINS, i.data, 2, 3, 32);
      olds[5] = Atomics.rmwI32(AtomicRmwKind.XORI, i.data, 3, -5, 32);
      olds[6] = Atomics.rmwI32(AtomicRmwKind.ANDI, i.data, 3, 3, 32);
      olds[7] = Atomics.rmwI32(AtomicRmwKind.ORI, i.data, 1, -5, 32);
      RunnerMemRefs.printMemrefI32(out, i);
      for (int v : olds) out.print(v + "\n");
    }));
  }

  /** Upstream's output for printMemref1dF32 and printMemrefShapeF32 of a filled 3xf32. */
  @Test
  void rankedAndShapePrintersMatchUpstream() {
    String expected = "Memref base@ = BASE rank = 1 offset = 0 sizes = [3] strides = [1] data = \n"
        + "[2.5,  2.5,  2.5]\n"
        + "Unranked Memref base@ = BASE rank = 1 offset = 0 sizes = [3] strides = [1]\n";
    MemRefF32 a = MemRefF32.filled(2.5f, s(3), LOC);
    assertEquals(expected, ours(out -> {
      PrintStream saved = System.out;
      System.setOut(out);
      try {
        RunnerMemRefs.printMemref1dF32(a);
        RunnerMemRefs.printMemrefShapeF32(a);
      } finally {
        System.setOut(saved);
      }
    }));
  }

  static int[] iota(int n) {
    int[] a = new int[n];
    for (int k = 0; k < n; k++) a[k] = k;
    return a;
  }

  /** The upstream output, bytes as chars 0..255. */
  static String upstream(String name) throws IOException {
    try (InputStream in = UpstreamPrintingTest.class.getResourceAsStream(name + ".out")) {
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }

  /** What {@code body} prints, with base addresses masked as in the stored upstream output. */
  static String ours(Consumer<PrintStream> body) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.ISO_8859_1);
    body.accept(out);
    return bytes.toString(StandardCharsets.ISO_8859_1)
        .replaceAll("base@ = 0x[0-9a-f]+", "base@ = BASE");
  }
}
