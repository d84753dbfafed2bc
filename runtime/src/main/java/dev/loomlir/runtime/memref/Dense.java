package dev.loomlir.runtime.memref;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Decodes the data of a {@code memref.global}'s dense initializer that generated code embeds as
 * string constants (cheaper than array-literal bytecode, which is limited to 64 KiB per method).
 * The bytes are the elements in row-major order, little-endian, as MLIR's raw dense data; each
 * {@code char} of the strings carries one byte (0..255). Long data may be split over several
 * strings (a class-file constant holds at most 65535 bytes of modified UTF-8).
 */
public final class Dense {
  private Dense() {}

  public static byte[] bytes(String... chunks) {
    int n = 0;
    for (String c : chunks) n += c.length();
    byte[] out = new byte[n];
    int at = 0;
    for (String c : chunks) {
      for (int i = 0; i < c.length(); i++) out[at++] = (byte) c.charAt(i);
    }
    return out;
  }

  public static short[] shorts(String... chunks) {
    ByteBuffer b = buffer(chunks);
    short[] out = new short[b.remaining() / 2];
    b.asShortBuffer().get(out);
    return out;
  }

  public static int[] ints(String... chunks) {
    ByteBuffer b = buffer(chunks);
    int[] out = new int[b.remaining() / 4];
    b.asIntBuffer().get(out);
    return out;
  }

  public static long[] longs(String... chunks) {
    ByteBuffer b = buffer(chunks);
    long[] out = new long[b.remaining() / 8];
    b.asLongBuffer().get(out);
    return out;
  }

  public static float[] floats(String... chunks) {
    ByteBuffer b = buffer(chunks);
    float[] out = new float[b.remaining() / 4];
    b.asFloatBuffer().get(out);
    return out;
  }

  public static double[] doubles(String... chunks) {
    ByteBuffer b = buffer(chunks);
    double[] out = new double[b.remaining() / 8];
    b.asDoubleBuffer().get(out);
    return out;
  }

  /** The string form of {@code data} for {@link #bytes}: what a code generator embeds. */
  public static String encode(byte[] data) {
    StringBuilder sb = new StringBuilder(data.length);
    for (byte b : data) sb.append((char) (b & 0xFF));
    return sb.toString();
  }

  private static ByteBuffer buffer(String... chunks) {
    return ByteBuffer.wrap(bytes(chunks)).order(ByteOrder.LITTLE_ENDIAN);
  }
}
