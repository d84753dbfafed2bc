package dev.loomlir.runtime.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.FloatOps;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** atomic_rmw kinds at every storage and width, and real atomicity under contention. */
class AtomicsTest {
  @Test
  void narrowWidthsWrapAndCompareAtTheirWidth() {
    byte[] b = {7};
    // i4: 7 + 1 wraps to -8
    assertEquals(7, Atomics.rmwI8(AtomicRmwKind.ADDI, b, 0, (byte) 1, 4));
    assertEquals(-8, b[0]);
    // maxu at i4: -8 is 8 unsigned, bigger than 3
    Atomics.rmwI8(AtomicRmwKind.MAXU, b, 0, (byte) 3, 4);
    assertEquals(-8, b[0]);
    Atomics.rmwI8(AtomicRmwKind.MAXS, b, 0, (byte) 3, 4);
    assertEquals(3, b[0]);
    // i8 wraps at 8 bits
    byte[] c = {127};
    Atomics.rmwI8(AtomicRmwKind.ADDI, c, 0, (byte) 1, 8);
    assertEquals(-128, c[0]);
    Atomics.rmwI8(AtomicRmwKind.MULI, c, 0, (byte) 3, 8);
    assertEquals(-128, c[0]); // -384 mod 256
  }

  @Test
  void i1IsZeroOrOneAndSignedOneIsMinusOne() {
    byte[] b = {0};
    Atomics.rmwI8(AtomicRmwKind.ADDI, b, 0, (byte) 1, 1);
    assertEquals(1, b[0]);
    Atomics.rmwI8(AtomicRmwKind.ADDI, b, 0, (byte) 1, 1);
    assertEquals(0, b[0]);
    Atomics.rmwI8(AtomicRmwKind.MAXS, b, 0, (byte) 1, 1); // max(0, -1) = 0
    assertEquals(0, b[0]);
    Atomics.rmwI8(AtomicRmwKind.MAXU, b, 0, (byte) 1, 1);
    assertEquals(1, b[0]);
    Atomics.rmwI8(AtomicRmwKind.MINS, b, 0, (byte) 0, 1); // min(-1, 0) = -1, stored 1
    assertEquals(1, b[0]);
  }

  @Test
  void sixteenThirtyTwoAndSixtyFourBits() {
    short[] s = {-1};
    assertEquals(-1, Atomics.rmwI16(AtomicRmwKind.MINU, s, 0, (short) 5, 16));
    assertEquals(5, s[0]);
    int[] i = {Integer.MAX_VALUE};
    Atomics.rmwI32(AtomicRmwKind.ADDI, i, 0, 1, 32);
    assertEquals(Integer.MIN_VALUE, i[0]);
    Atomics.rmwI32(AtomicRmwKind.MULI, i, 0, 2, 32);
    assertEquals(0, i[0]);
    int[] odd = {0};
    Atomics.rmwI32(AtomicRmwKind.ADDI, odd, 0, -1, 17);
    assertEquals(-1, odd[0]);
    Atomics.rmwI32(AtomicRmwKind.ANDI, odd, 0, 0xFFFF, 17);
    assertEquals(0xFFFF, odd[0]);
    long[] l = {-1};
    assertEquals(-1, Atomics.rmwI64(AtomicRmwKind.MAXU, l, 0, 3, 64));
    assertEquals(-1, l[0]);
    Atomics.rmwI64(AtomicRmwKind.MINS, l, 0, -7, 64);
    assertEquals(-7, l[0]);
    Atomics.rmwI64(AtomicRmwKind.ASSIGN, l, 0, 42, 64);
    assertEquals(42, l[0]);
  }

  @Test
  void floatKinds() {
    double[] d = {-0.0};
    Atomics.rmwF64(AtomicRmwKind.MAXIMUMF, d, 0, 0.0);
    assertEquals(0x0L, Double.doubleToRawLongBits(d[0]));
    Atomics.rmwF64(AtomicRmwKind.MULF, d, 0, 3.0);
    Atomics.rmwF64(AtomicRmwKind.ADDF, d, 0, 2.5);
    assertEquals(2.5, d[0]);
    Atomics.rmwF64(AtomicRmwKind.MINNUMF, d, 0, Double.NaN);
    assertEquals(2.5, d[0]);
    Atomics.rmwF64(AtomicRmwKind.MINIMUMF, d, 0, Double.NaN);
    assertTrue(Double.isNaN(d[0]));
    float[] f = {0.1f};
    Atomics.rmwF32(AtomicRmwKind.ADDF, f, 0, 0.2f);
    assertEquals(0.1f + 0.2f, f[0]);
  }

  @Test
  void halfPrecisionKinds() {
    short[] h = {Float.floatToFloat16(1.5f)};
    short old = Atomics.rmwF16(AtomicRmwKind.ADDF, h, 0, Float.floatToFloat16(2f));
    assertEquals(1.5f, Float.float16ToFloat(old));
    assertEquals(3.5f, Float.float16ToFloat(h[0]));
    short[] bf = {(short) FloatOps.floatToBF16Bits(1f)};
    Atomics.rmwBF16(AtomicRmwKind.MULF, bf, 0, (short) FloatOps.floatToBF16Bits(-3f));
    assertEquals(-3f, FloatOps.bf16BitsToFloat(bf[0]));
    // bf16 rounds to nearest even: 1 + 2^-8 is halfway between 1 and 1 + 2^-7
    assertEquals(1f, FloatOps.bf16BitsToFloat((short) FloatOps.floatToBF16Bits(1f + 0x1p-8f)));
  }

  @Test
  void kindsByName() {
    assertEquals(AtomicRmwKind.MAXNUMF, AtomicRmwKind.forName("maxnumf"));
    assertTrue(AtomicRmwKind.ADDF.isFloat());
    assertFalse(AtomicRmwKind.ADDI.isFloat());
    assertThrows(IllegalArgumentException.class, () -> AtomicRmwKind.forName("subf"));
  }

  @Test
  void casHelpersCompareBitPatterns() {
    float[] f = {Float.NaN};
    assertTrue(Atomics.casF32(f, 0, Float.NaN, 1f));
    assertEquals(1f, Atomics.loadF32(f, 0));
    double[] d = {0.0};
    assertFalse(Atomics.casF64(d, 0, -0.0, 1.0));
  }

  @Test
  void outOfBoundsIsTheArrayException() {
    assertThrows(ArrayIndexOutOfBoundsException.class,
        () -> Atomics.rmwI32(AtomicRmwKind.ADDI, new int[2], 2, 1, 32));
  }

  @Test
  void concurrentUpdatesLoseNothing() throws Exception {
    float[] f = new float[1];
    long[] l = new long[1];
    short[] s = new short[1];
    int[] generic = new int[1];
    int threads = 4;
    int perThread = 20_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        done.add(pool.submit(() -> {
          for (int k = 0; k < perThread; k++) {
            Atomics.rmwF32(AtomicRmwKind.ADDF, f, 0, 1f);
            Atomics.rmwI64(AtomicRmwKind.ADDI, l, 0, 3, 64);
            Atomics.rmwI16(AtomicRmwKind.ADDI, s, 0, (short) 1, 16);
            int old;
            do {
              old = Atomics.loadI32(generic, 0);
            } while (!Atomics.casI32(generic, 0, old, old + 2));
          }
        }));
      }
      for (Future<?> d : done) d.get();
    } finally {
      pool.shutdown();
    }
    assertEquals(threads * perThread, f[0]);
    assertEquals(3L * threads * perThread, l[0]);
    assertEquals((short) (threads * perThread), s[0]);
    assertEquals(2 * threads * perThread, generic[0]);
  }
}
