package dev.loomlir.runtime;

/**
 * Integer semantics of arith/index/math ops at an MLIR bit width, for generated code. Values are
 * in the code generator's canonical form: an {@code iN} with N ≤ 32 in an {@code int}, wider ones
 * (and {@code index}, as i64) in a {@code long}, sign-extended from bit N-1 — except {@code i1},
 * which is 0 or 1. Divisors are checked for zero by the generated code before these are called.
 *
 * <p>Shifts by an amount ≥ the width (poison upstream) give 0 for {@code shli}/{@code shrui} and
 * the sign fill (0 or -1) for {@code shrsi}, as if shifting one bit at a time.
 */
public final class IntOps {
  private IntOps() {}

  // ---- representation ----

  /** The canonical form of the low {@code w} bits of {@code v}, for {@code w} ≤ 32. */
  public static int canon(long v, int w) { return (int) canonLong(v, w); }

  /**
   * The canonical form of the low {@code w} bits of {@code v}, for {@code w} up to 64. The i1 rule
   * (0 or 1, never -1) lives only here: every caller wants it, including conversions such as
   * {@code fptoui} that make any width in a long; ops that read i1 as signed use {@link #signed}.
   */
  public static long canonLong(long v, int w) {
    if (w == 1) return v & 1;
    return w == 64 ? v : (v << (64 - w)) >> (64 - w);
  }

  /** {@link #canonLong} at a width from {@link #integerWidth}; 0 (not an integer type) leaves {@code v} as it is. */
  public static long canonLongOfWidth(long v, int width) {
    return width >= 1 && width <= 64 ? canonLong(v, width) : v;
  }

  /** N of an integer type spelled {@code iN}, {@code siN} or {@code uiN}; 64 for {@code index}; 0 for other types. */
  public static int integerWidth(String mlirType) {
    if (mlirType.equals("index")) return 64;
    if (!mlirType.matches("[su]?i[0-9]+")) return 0;
    try {
      return Integer.parseInt(mlirType.substring(mlirType.indexOf('i') + 1));
    } catch (NumberFormatException e) {
      return 0; // more digits than an int holds
    }
  }

  /** The value read as unsigned. */
  public static long unsigned(int x, int w) { return x & ((1L << w) - 1); }

  /** The value read as signed ({@code i1} true is -1). */
  public static int signed(int x, int w) { return w == 1 ? -x : x; }

  private static long maskLong(long x, int w) { return w == 64 ? x : x & ((1L << w) - 1); }

  // ---- shifts ----

  private static boolean amountTooLarge(long amountUnsigned, int w) { return Long.compareUnsigned(amountUnsigned, w) >= 0; }

  public static int shl(int x, int s, int w) {
    long amount = unsigned(s, w);
    return amountTooLarge(amount, w) ? 0 : canon((long) x << amount, w);
  }

  public static int shru(int x, int s, int w) {
    long amount = unsigned(s, w);
    return amountTooLarge(amount, w) ? 0 : canon(unsigned(x, w) >>> amount, w);
  }

  public static int shrs(int x, int s, int w) {
    long amount = unsigned(s, w);
    if (amountTooLarge(amount, w)) amount = w - 1;
    return canon((long) signed(x, w) >> amount, w);
  }

  public static long shl(long x, long s, int w) {
    long amount = maskLong(s, w);
    return amountTooLarge(amount, w) ? 0 : canonLong(x << amount, w);
  }

  public static long shru(long x, long s, int w) {
    long amount = maskLong(s, w);
    return amountTooLarge(amount, w) ? 0 : canonLong(maskLong(x, w) >>> amount, w);
  }

  public static long shrs(long x, long s, int w) {
    long amount = maskLong(s, w);
    if (amountTooLarge(amount, w)) amount = w - 1;
    return canonLong(x >> amount, w);
  }

  // ---- division (INT_MIN / -1 wraps to INT_MIN, as Java's) ----

  public static int divs(int a, int b, int w) { return canon((long) signed(a, w) / signed(b, w), w); }

  public static int rems(int a, int b, int w) { return canon((long) signed(a, w) % signed(b, w), w); }

  public static int divu(int a, int b, int w) { return canon(unsigned(a, w) / unsigned(b, w), w); }

  public static int remu(int a, int b, int w) { return canon(unsigned(a, w) % unsigned(b, w), w); }

  public static int floordivs(int a, int b, int w) { return canon(Math.floorDiv((long) signed(a, w), signed(b, w)), w); }

  public static int ceildivs(int a, int b, int w) { return canon(Math.ceilDiv((long) signed(a, w), signed(b, w)), w); }

  public static int ceildivu(int a, int b, int w) { return canon(Math.ceilDiv(unsigned(a, w), unsigned(b, w)), w); }

  public static long divs(long a, long b, int w) { return canonLong(a / b, w); }

  public static long rems(long a, long b, int w) { return canonLong(a % b, w); }

  public static long divu(long a, long b, int w) { return canonLong(Long.divideUnsigned(maskLong(a, w), maskLong(b, w)), w); }

  public static long remu(long a, long b, int w) { return canonLong(Long.remainderUnsigned(maskLong(a, w), maskLong(b, w)), w); }

  public static long floordivs(long a, long b, int w) { return canonLong(Math.floorDiv(a, b), w); }

  public static long ceildivs(long a, long b, int w) { return canonLong(Math.ceilDiv(a, b), w); }

  public static long ceildivu(long a, long b, int w) {
    long ua = maskLong(a, w), ub = maskLong(b, w);
    if (ua == 0) return 0;
    return canonLong(Long.divideUnsigned(ua - 1, ub) + 1, w);
  }

  // ---- unsigned comparison, min and max ----

  /** Like {@link Integer#compareUnsigned} for values of width {@code w}. */
  public static int cmpu(int a, int b, int w) { return Long.compare(unsigned(a, w), unsigned(b, w)); }

  public static int cmpu(long a, long b, int w) { return Long.compareUnsigned(maskLong(a, w), maskLong(b, w)); }

  /** Like {@link Integer#compare} on the signed values. */
  public static int cmps(int a, int b, int w) { return Integer.compare(signed(a, w), signed(b, w)); }

  public static int maxu(int a, int b, int w) { return cmpu(a, b, w) >= 0 ? a : b; }

  public static int minu(int a, int b, int w) { return cmpu(a, b, w) <= 0 ? a : b; }

  public static int maxs(int a, int b, int w) { return cmps(a, b, w) >= 0 ? a : b; }

  public static int mins(int a, int b, int w) { return cmps(a, b, w) <= 0 ? a : b; }

  public static long maxu(long a, long b, int w) { return cmpu(a, b, w) >= 0 ? a : b; }

  public static long minu(long a, long b, int w) { return cmpu(a, b, w) <= 0 ? a : b; }

  // ---- bit counting (math.ctlz/cttz/ctpop) and math.absi ----

  public static int ctlz(int x, int w) { return Long.numberOfLeadingZeros(unsigned(x, w)) - (64 - w); }

  public static int cttz(int x, int w) { return x == 0 ? w : Integer.numberOfTrailingZeros(x); }

  public static int ctpop(int x, int w) { return Long.bitCount(unsigned(x, w)); }

  public static long ctlz(long x, int w) { return Long.numberOfLeadingZeros(maskLong(x, w)) - (64 - w); }

  public static long cttz(long x, int w) { return x == 0 ? w : Long.numberOfTrailingZeros(x); }

  public static long ctpop(long x, int w) { return Long.bitCount(maskLong(x, w)); }

  /** math.absi: |INT_MIN| wraps to INT_MIN. */
  public static int absi(int x, int w) { return canon(Math.abs((long) signed(x, w)), w); }

  public static long absi(long x, int w) { return canonLong(Math.abs(x), w); }

  // ---- math.ipowi: wrapping power; negative exponents give 0 except for bases 1 and -1 ----

  public static int ipowi(int base, int exp, int w, String location) {
    return canon(ipowi((long) signed(base, w), (long) signed(exp, w), 64, location), w);
  }

  public static long ipowi(long base, long exp, int w, String location) {
    if (exp < 0) {
      if (base == 0) throw new MlirRuntimeException("division by zero in math.ipowi (zero to a negative power)", location);
      if (base == 1) return 1;
      if (base == -1) return canonLong((exp & 1) != 0 ? -1 : 1, w);
      return 0;
    }
    long result = 1;
    for (long b = base, e = exp; e != 0; e >>>= 1, b *= b) if ((e & 1) != 0) result *= b;
    return canonLong(result, w);
  }

  // ---- extended arithmetic ----

  /** The high half of the signed product (arith.mulsi_extended). */
  public static int mulhs(int a, int b, int w) {
    return canon(((long) signed(a, w) * signed(b, w)) >> w, w);
  }

  public static int mulhu(int a, int b, int w) { return canon((unsigned(a, w) * unsigned(b, w)) >>> w, w); }

  public static long mulhs(long a, long b, int w) {
    if (w == 64) return Math.multiplyHigh(a, b);
    long lo = a * b, hi = Math.multiplyHigh(a, b);
    return canonLong((lo >>> w) | (hi << (64 - w)), w);
  }

  public static long mulhu(long a, long b, int w) {
    if (w == 64) return Math.unsignedMultiplyHigh(a, b);
    // Up to 63-bit operands: the 128-bit product's bits w..2w-1.
    long ua = maskLong(a, w), ub = maskLong(b, w);
    long lo = ua * ub, hi = Math.unsignedMultiplyHigh(ua, ub);
    return canonLong((lo >>> w) | (hi << (64 - w)), w);
  }

  /** The carry of {@code a + b} at width {@code w} (arith.addui_extended), as 0 or 1. */
  public static int addCarry(int a, int b, int w) { return (unsigned(a, w) + unsigned(b, w)) >>> w != 0 ? 1 : 0; }

  public static int addCarry(long a, long b, int w) {
    long ua = maskLong(a, w), ub = maskLong(b, w);
    return Long.compareUnsigned(maskLong(ua + ub, w), ua) < 0 ? 1 : 0;
  }
}
