package dev.loomlir.runtime.ptr;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * What generated code calls to use memory through {@code !llvm.ptr}: allocation, address
 * arithmetic, checked loads and stores, pointer comparison. Every access names the op it was
 * made by ({@code location}, {@code file:line:col}), which its error carries.
 */
public final class Memory {
  private Memory() {}

  /** The size of a pointer in memory (LLVM's default data layout). */
  public static final int POINTER_SIZE = 8;

  private static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle FLOATS = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLES = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

  // ---- allocation ----

  /** {@code llvm.alloca %n x T}: {@code count * elementSize} zeroed bytes. */
  public static Ptr alloca(long count, long elementSize, String location) {
    long size = count * elementSize;
    if (count < 0 || (elementSize != 0 && size / elementSize != count) || size > Integer.MAX_VALUE - 16) {
      throw new PointerFault("llvm.alloca of " + count + " elements of " + elementSize + " bytes: "
          + "more than one JVM array holds", location);
    }
    return new Ptr(Allocation.of((int) size, Allocation.Kind.STACK, null), 0);
  }

  /**
   * The memory of global {@code name}, holding the bytes spelled by {@code latin1Chunks} (each
   * character one byte; several strings, since one class-file constant holds at most 64 KiB).
   */
  public static Ptr global(String[] latin1Chunks, boolean constant, String name) {
    int size = 0;
    for (String c : latin1Chunks) size += c.length();
    byte[] bytes = new byte[size];
    int at = 0;
    for (String c : latin1Chunks) {
      byte[] b = c.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
      System.arraycopy(b, 0, bytes, at, b.length);
      at += b.length;
    }
    return new Ptr(new Allocation(bytes, constant ? Allocation.Kind.CONSTANT_GLOBAL : Allocation.Kind.GLOBAL, name), 0);
  }

  /** {@code malloc(size)}: zeroed memory (C leaves it undefined), or null when no JVM array can hold it. */
  static Ptr malloc(long size) {
    if (size < 0 || size > Integer.MAX_VALUE - 16) return Ptr.NULL;
    return new Ptr(Allocation.of((int) size, Allocation.Kind.MALLOC, null), 0);
  }

  static void free(Ptr p) {
    if (p.isNull()) return;
    Allocation a = p.allocation;
    if (a.kind != Allocation.Kind.MALLOC || p.offset != 0) {
      throw new PointerFault("free of a pointer malloc did not return (" + p + ")", null);
    }
    if (a.freed) throw new PointerFault("double free of " + a.describe(), null);
    a.freed = true;
  }

  // ---- addresses ----

  /** {@code llvm.getelementptr}: {@code p} moved by {@code bytes} (which may leave its allocation). */
  public static Ptr offset(Ptr p, long bytes) { return bytes == 0 ? p : new Ptr(p.allocation, p.offset + bytes); }

  /** {@code llvm.ptrtoint}: a made-up address (0 for null), distinct per allocation and offset. */
  public static long toAddress(Ptr p) { return p.address(); }

  /**
   * {@code llvm.icmp} of pointers, {@code predicate} as upstream numbers them (eq, ne, slt, sle,
   * sgt, sge, ult, ule, ugt, uge): equal when they have the same allocation and offset; ordered by
   * allocation, then offset.
   */
  public static int compare(Ptr a, Ptr b, int predicate) {
    if (predicate <= 1) return (a.equals(b) == (predicate == 0)) ? 1 : 0;
    int c = Long.compareUnsigned(a.address(), b.address());
    if (a.allocation == b.allocation) c = Long.compare(a.offset, b.offset);
    boolean r = switch (predicate % 4) {
      case 2 -> c < 0;   // slt, ult
      case 3 -> c <= 0;  // sle, ule
      case 0 -> c > 0;   // sgt, ugt
      default -> c >= 0; // sge, uge
    };
    return r ? 1 : 0;
  }

  // ---- checked access ----

  /** The byte index of an access of {@code size} bytes at {@code p}, after checking it is inside a live allocation. */
  private static int checked(Ptr p, int size, boolean store, String location) {
    String what = store ? "store" : "load";
    Allocation a = p.allocation;
    if (a == null) throw new PointerFault(what + " through a null pointer", location);
    if (a.freed) throw new PointerFault(what + " through a pointer to freed memory (" + a.describe() + ")", location);
    if (p.offset < 0 || p.offset > a.bytes.length - size) {
      throw new PointerFault("out-of-bounds " + what + " of " + size + " byte" + (size == 1 ? "" : "s") + " at offset "
          + p.offset + " of " + a.describe(), location);
    }
    if (store && a.kind == Allocation.Kind.CONSTANT_GLOBAL) {
      throw new PointerFault("store to constant " + a.describe(), location);
    }
    if (store) a.clearPointers(p.offset, size);
    return (int) p.offset;
  }

  public static int loadI1(Ptr p, String location) { int at = checked(p, 1, false, location); return p.allocation.bytes[at] & 1; }

  public static int loadI8(Ptr p, String location) { int at = checked(p, 1, false, location); return p.allocation.bytes[at]; }

  public static int loadI16(Ptr p, String location) { int at = checked(p, 2, false, location); return (short) SHORTS.get(p.allocation.bytes, at); }

  public static int loadI32(Ptr p, String location) { int at = checked(p, 4, false, location); return (int) INTS.get(p.allocation.bytes, at); }

  public static long loadI64(Ptr p, String location) { int at = checked(p, 8, false, location); return (long) LONGS.get(p.allocation.bytes, at); }

  public static float loadF32(Ptr p, String location) { int at = checked(p, 4, false, location); return (float) FLOATS.get(p.allocation.bytes, at); }

  public static double loadF64(Ptr p, String location) {
    int at = checked(p, 8, false, location);
    return (double) DOUBLES.get(p.allocation.bytes, at);
  }

  /** A pointer stored at {@code p}; zero bytes are null; other bytes are not a pointer loomlir can make. */
  public static Ptr loadPtr(Ptr p, String location) {
    int at = checked(p, POINTER_SIZE, false, location);
    long bits = (long) LONGS.get(p.allocation.bytes, at);
    Ptr stored = p.allocation.pointerAt(p.offset);
    if (stored != null && stored.address() == bits) return stored;
    if (bits == 0) return Ptr.NULL;
    throw new PointerFault("load of a pointer from memory that holds no pointer (" + p + ")", location);
  }

  public static void storeI1(int v, Ptr p, String location) { int at = checked(p, 1, true, location); p.allocation.bytes[at] = (byte) (v & 1); }

  public static void storeI8(int v, Ptr p, String location) { int at = checked(p, 1, true, location); p.allocation.bytes[at] = (byte) v; }

  public static void storeI16(int v, Ptr p, String location) { int at = checked(p, 2, true, location); SHORTS.set(p.allocation.bytes, at, (short) v); }

  public static void storeI32(int v, Ptr p, String location) { int at = checked(p, 4, true, location); INTS.set(p.allocation.bytes, at, v); }

  public static void storeI64(long v, Ptr p, String location) { int at = checked(p, 8, true, location); LONGS.set(p.allocation.bytes, at, v); }

  public static void storeF32(float v, Ptr p, String location) { int at = checked(p, 4, true, location); FLOATS.set(p.allocation.bytes, at, v); }

  public static void storeF64(double v, Ptr p, String location) { int at = checked(p, 8, true, location); DOUBLES.set(p.allocation.bytes, at, v); }

  public static void storePtr(Ptr v, Ptr p, String location) {
    int at = checked(p, POINTER_SIZE, true, location);
    LONGS.set(p.allocation.bytes, at, v.address());
    if (!v.isNull()) p.allocation.storePointer(p.offset, v);
  }

  /** The bytes from {@code p} up to (not including) the first NUL, checked like loads. */
  static byte[] cString(Ptr p) {
    Allocation a = p.allocation;
    if (a == null) throw new PointerFault("string read through a null pointer", null);
    if (a.freed) throw new PointerFault("string read through a pointer to freed memory (" + a.describe() + ")", null);
    if (p.offset < 0 || p.offset >= a.bytes.length) {
      throw new PointerFault("out-of-bounds string read at offset " + p.offset + " of " + a.describe(), null);
    }
    int start = (int) p.offset, end = start;
    while (end < a.bytes.length && a.bytes[end] != 0) end++;
    if (end == a.bytes.length) {
      throw new PointerFault("string at offset " + p.offset + " of " + a.describe() + " has no terminating NUL", null);
    }
    return java.util.Arrays.copyOfRange(a.bytes, start, end);
  }
}
