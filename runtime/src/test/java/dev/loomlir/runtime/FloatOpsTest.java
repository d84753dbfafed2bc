package dev.loomlir.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Reference values: erf/erfc from standard tables (Abramowitz & Stegun, 16+ digits); others by hand. */
class FloatOpsTest {
  private static void close(double expected, double actual) {
    assertEquals(expected, actual, Math.abs(expected) * 4e-16, () -> "expected " + expected + " got " + actual);
  }

  @Test void erfMatchesTables() {
    close(0.5204998778130465, FloatOps.erf(0.5));
    close(0.8427007929497149, FloatOps.erf(1.0));
    close(0.9953222650189527, FloatOps.erf(2.0));
    close(0.9999779095030014, FloatOps.erf(3.0));
    close(-0.1124629160182849, FloatOps.erf(-0.1));
    close(2.209049699858544e-05, FloatOps.erfc(3.0));
    close(1.5374597944280349e-12, FloatOps.erfc(5.0));
    assertEquals(1.0, FloatOps.erf(10));
    assertEquals(-0.0, FloatOps.erf(-0.0));
  }

  @Test void unsigned64BitToFloatRoundsOnce() {
    assertEquals(0x1p64, FloatOps.u64ToDouble(-1L));
    assertEquals(0x1p64f, FloatOps.u64ToFloat(-1L));
    // 2^63 + 2^40 + 1: nearest float is 2^63 + 2^40 (float keeps 24 bits: ulp at 2^63 is 2^40)
    assertEquals(0x1p63f + 0x1p40f, FloatOps.u64ToFloat(Long.MIN_VALUE + (1L << 40) + 1));
  }

  @Test void roundingToSixteenBitFormats() {
    assertEquals(0.333251953125f, FloatOps.f64ToF16(1.0 / 3));
    assertEquals(0.333984375f, FloatOps.f64ToBF16(1.0 / 3));
    assertEquals(Float.POSITIVE_INFINITY, FloatOps.roundF16(65520f));
    assertEquals(1.0f, FloatOps.roundBF16(1.00390625f)); // halfway: ties to even
  }

  @Test void cSemantics() {
    assertEquals(1.0, FloatOps.pow(1.0, Double.NaN));
    assertEquals(1.0, FloatOps.pow(-1.0, Double.POSITIVE_INFINITY));
    assertEquals(-3.0, FloatOps.round(-2.5));
    assertEquals(3.0, FloatOps.round(2.5));
    assertEquals(0.0, FloatOps.round(0.49999999999999994));
    assertEquals(3.0, FloatOps.log2(8.0));
    assertEquals(-1074.0, FloatOps.log2(Double.MIN_VALUE));
    assertEquals(0.125, FloatOps.powi(2.0, -3));
    assertEquals(Float.intBitsToFloat(0xFFC00000), FloatOps.negf(Float.intBitsToFloat(0x7FC00000)));
  }

  @Test void e8m0ScaleFactorKeepsOnlyTheExponent() {
    assertEquals(4.0f, FloatOps.e8m0ScaleFactor(4.0f));
    assertEquals(2.0f, FloatOps.e8m0ScaleFactor(3.0f));
    assertEquals(0.25f, FloatOps.e8m0ScaleFactor(-0.3f)); // 0.3 = 1.2 * 2^-2, sign dropped
    assertEquals(0.0f, FloatOps.e8m0ScaleFactor(Float.MIN_VALUE)); // exponent 0
    assertEquals(0xFFFFFFFF, Float.floatToRawIntBits(FloatOps.e8m0ScaleFactor(Float.POSITIVE_INFINITY)));
  }

  @Test void clampfOrdersSignedZerosAndPropagatesNaN() {
    assertEquals(Float.floatToRawIntBits(0.0f), Float.floatToRawIntBits(FloatOps.clampf(-0.0f, 0.0f, 1.0f)));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(FloatOps.clampf(0.0, -1.0, -0.0)));
    assertEquals(3.0, FloatOps.clampf(5.0, 3.0, 1.0));
    assertEquals(Float.NaN, FloatOps.clampf(Float.NaN, 0f, 1f));
  }

  @Test void intOpsAtOddWidths() {
    assertEquals(-4, IntOps.canon(4, 3));
    assertEquals(3, IntOps.ctlz(0b10000, 8));
    assertEquals(12, IntOps.cttz(0, 12));
    assertEquals(-1, IntOps.shrs(-5, 20, 12));
    assertEquals(IntOps.canonLong(-1L, 40), IntOps.mulhs(-1L, 1L, 40));
    assertEquals(0, IntOps.mulhu(-1L, 1L, 40) == 0 ? 0 : 1);
    assertEquals(1, IntOps.addCarry(-1L, 1L, 64));
  }

  /** i1 is 0 or 1 in every width helper and conversion; fptosi/fptoui of -1.0/1.0 to i1 both give true. */
  @Test void i1IsZeroOrOne() {
    assertEquals(1L, IntOps.canonLong(-1L, 1));
    assertEquals(1, IntOps.canon(3, 1));
    assertEquals(1L, FloatOps.fptosi(-1.0, 1));
    assertEquals(1L, FloatOps.fptoui(1.0, 1));
  }

  @Test void integerWidthsFromTypeSpellings() {
    assertEquals(32, IntOps.integerWidth("i32"));
    assertEquals(7, IntOps.integerWidth("si7"));
    assertEquals(64, IntOps.integerWidth("index"));
    assertEquals(0, IntOps.integerWidth("f32"));
    assertEquals(0, IntOps.integerWidth("i99999999999"));
  }
}
