package dev.loomlir.runtime;

/**
 * The runner utilities of upstream's {@code libmlir_c_runner_utils}, which programs declare as
 * external functions ({@code func.func private @printI64(i64)}) and the code generator binds to
 * these methods. Output is byte-for-byte what the native library prints; floats use C's
 * {@code %g} ({@link CFormat}).
 */
public final class RunnerUtils {
  private RunnerUtils() {}

  public static void printI64(long v) { RunnerOutput.stream().print(v); }

  public static void printU64(long v) { RunnerOutput.stream().print(Long.toUnsignedString(v)); }

  public static void printF32(float v) { RunnerOutput.stream().print(CFormat.g(v)); }

  public static void printF64(double v) { RunnerOutput.stream().print(CFormat.g(v)); }

  /** {@code printF16(i16)}: the argument holds the binary16 bits. */
  public static void printF16(int bits) { printF32(Float.float16ToFloat((short) bits)); }

  /** {@code printBF16(i16)}: the argument holds the bfloat16 bits. */
  public static void printBF16(int bits) { printF32(Float.intBitsToFloat(bits << 16)); }

  public static void printOpen() { RunnerOutput.stream().print("( "); }

  public static void printClose() { RunnerOutput.stream().print(" )"); }

  public static void printComma() { RunnerOutput.stream().print(", "); }

  public static void printNewline() { RunnerOutput.stream().print('\n'); }

  /** Text of {@code vector.print str "..."}. */
  public static void printString(String s) { RunnerOutput.stream().print(s); }

  /** Seconds from an arbitrary origin, as a double (upstream uses a monotonic clock too). */
  public static double rtclock() { return System.nanoTime() * 1e-9; }
}
