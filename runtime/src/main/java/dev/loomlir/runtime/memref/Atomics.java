package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.FloatOps;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Atomic read-modify-write on memref storage, through array {@link VarHandle}s: the real
 * atomicity upstream's lowering gets from {@code atomicrmw}/{@code cmpxchg}.
 *
 * <ul>
 *   <li>{@code memref.atomic_rmw}: {@code rmwF32(kind, data, index, value)} and friends return
 *       the value stored before, as the op does. Integer ones take the MLIR width (i1..i64) so
 *       wrap-around and signed/unsigned order follow it.</li>
 *   <li>{@code memref.generic_atomic_rmw}: generated code loops
 *       {@code do { old = loadF32(data, i); neu = body(old); } while (!casF32(data, i, old,
 *       neu));}. Float compare-and-set compares bit patterns, so NaN and -0 are no trouble.</li>
 * </ul>
 * Indices are array indices (see {@link MemRefs#index}); one outside the array throws
 * {@link ArrayIndexOutOfBoundsException}, which the caller turns into a located error as for
 * loads and stores.
 */
public final class Atomics {
  private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);
  private static final VarHandle SHORTS = MethodHandles.arrayElementVarHandle(short[].class);
  private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
  private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  private static final VarHandle FLOATS = MethodHandles.arrayElementVarHandle(float[].class);
  private static final VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);

  private Atomics() {}

  // ---- memref.atomic_rmw ----

  public static float rmwF32(AtomicRmwKind kind, float[] data, int index, float value) {
    float old = loadF32(data, index);
    while (true) {
      float updated = (float) kind.applyFloat(old, value);
      float witness = (float) FLOATS.compareAndExchange(data, index, old, updated);
      if (Float.floatToRawIntBits(witness) == Float.floatToRawIntBits(old)) return old;
      old = witness;
    }
  }

  public static double rmwF64(AtomicRmwKind kind, double[] data, int index, double value) {
    double old = loadF64(data, index);
    while (true) {
      double updated = kind.applyFloat(old, value);
      double witness = (double) DOUBLES.compareAndExchange(data, index, old, updated);
      if (Double.doubleToRawLongBits(witness) == Double.doubleToRawLongBits(old)) return old;
      old = witness;
    }
  }

  /** f16 held as its bits; computed in float as the generated code does, then rounded. */
  public static short rmwF16(AtomicRmwKind kind, short[] data, int index, short value) {
    float operand = Float.float16ToFloat(value);
    short old = loadI16(data, index);
    while (true) {
      short updated = Float.floatToFloat16(
          (float) kind.applyFloat(Float.float16ToFloat(old), operand));
      short witness = (short) SHORTS.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  /** bf16 held as its bits (the high half of an f32), rounded to nearest even. */
  public static short rmwBF16(AtomicRmwKind kind, short[] data, int index, short value) {
    float operand = FloatOps.bf16BitsToFloat(value);
    short old = loadI16(data, index);
    while (true) {
      short updated = (short) FloatOps.floatToBF16Bits((float) kind.applyFloat(FloatOps.bf16BitsToFloat(old), operand));
      short witness = (short) SHORTS.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  public static byte rmwI8(AtomicRmwKind kind, byte[] data, int index, byte value, int width) {
    byte old = loadI8(data, index);
    while (true) {
      byte updated = (byte) kind.applyInt(old, value, width);
      byte witness = (byte) BYTES.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  public static short rmwI16(AtomicRmwKind kind, short[] data, int index, short value,
      int width) {
    short old = loadI16(data, index);
    while (true) {
      short updated = (short) kind.applyInt(old, value, width);
      short witness = (short) SHORTS.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  public static int rmwI32(AtomicRmwKind kind, int[] data, int index, int value, int width) {
    if (width == 32) {
      switch (kind) {
        case ADDI: return (int) INTS.getAndAdd(data, index, value);
        case ASSIGN: return (int) INTS.getAndSet(data, index, value);
        case ORI: return (int) INTS.getAndBitwiseOr(data, index, value);
        case ANDI: return (int) INTS.getAndBitwiseAnd(data, index, value);
        case XORI: return (int) INTS.getAndBitwiseXor(data, index, value);
        default: break;
      }
    }
    int old = loadI32(data, index);
    while (true) {
      int updated = (int) kind.applyInt(old, value, width);
      int witness = (int) INTS.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  public static long rmwI64(AtomicRmwKind kind, long[] data, int index, long value,
      int width) {
    if (width == 64) {
      switch (kind) {
        case ADDI: return (long) LONGS.getAndAdd(data, index, value);
        case ASSIGN: return (long) LONGS.getAndSet(data, index, value);
        case ORI: return (long) LONGS.getAndBitwiseOr(data, index, value);
        case ANDI: return (long) LONGS.getAndBitwiseAnd(data, index, value);
        case XORI: return (long) LONGS.getAndBitwiseXor(data, index, value);
        default: break;
      }
    }
    long old = loadI64(data, index);
    while (true) {
      long updated = kind.applyInt(old, value, width);
      long witness = (long) LONGS.compareAndExchange(data, index, old, updated);
      if (witness == old) return old;
      old = witness;
    }
  }

  // ---- memref.generic_atomic_rmw: volatile loads and compare-and-set ----

  public static byte loadI8(byte[] data, int index) {
    return (byte) BYTES.getVolatile(data, index);
  }

  public static short loadI16(short[] data, int index) {
    return (short) SHORTS.getVolatile(data, index);
  }

  public static int loadI32(int[] data, int index) {
    return (int) INTS.getVolatile(data, index);
  }

  public static long loadI64(long[] data, int index) {
    return (long) LONGS.getVolatile(data, index);
  }

  public static float loadF32(float[] data, int index) {
    return (float) FLOATS.getVolatile(data, index);
  }

  public static double loadF64(double[] data, int index) {
    return (double) DOUBLES.getVolatile(data, index);
  }

  public static boolean casI8(byte[] data, int index, byte expected, byte value) {
    return BYTES.compareAndSet(data, index, expected, value);
  }

  public static boolean casI16(short[] data, int index, short expected, short value) {
    return SHORTS.compareAndSet(data, index, expected, value);
  }

  public static boolean casI32(int[] data, int index, int expected, int value) {
    return INTS.compareAndSet(data, index, expected, value);
  }

  public static boolean casI64(long[] data, int index, long expected, long value) {
    return LONGS.compareAndSet(data, index, expected, value);
  }

  /** Compares bit patterns ({@code Float.floatToRawIntBits}), not float equality. */
  public static boolean casF32(float[] data, int index, float expected, float value) {
    return FLOATS.compareAndSet(data, index, expected, value);
  }

  /** Compares bit patterns ({@code Double.doubleToRawLongBits}), not double equality. */
  public static boolean casF64(double[] data, int index, double expected, double value) {
    return DOUBLES.compareAndSet(data, index, expected, value);
  }
}
