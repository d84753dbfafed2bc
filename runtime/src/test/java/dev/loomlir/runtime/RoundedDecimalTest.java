package dev.loomlir.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Rounding through the shortest decimal gives the digits of rounding the exact binary value. */
class RoundedDecimalTest {
  private static void assertLikeExactRounding(double v, int n) {
    BigDecimal exact = new BigDecimal(v).abs().round(new MathContext(n, RoundingMode.HALF_EVEN));
    StringBuilder digits = new StringBuilder(exact.unscaledValue().toString());
    while (digits.length() < n) digits.append('0');
    RoundedDecimal r = RoundedDecimal.of(v, n);
    String what = v + " to " + n + " digits";
    assertEquals(digits.toString(), r.digits(), what);
    assertEquals(exact.precision() - exact.scale() - 1, r.exponent(), what);
  }

  @Test
  void randomDoublesOfEveryMagnitude() {
    Random random = new Random(2026);
    for (int i = 0; i < 50_000; i++) {
      double v = switch (i % 4) {
        case 0 -> Double.longBitsToDouble(random.nextLong());
        case 1 -> random.nextDouble() * Math.pow(10, random.nextInt(30) - 15);
        case 2 -> (float) (random.nextGaussian() * 1000);
        default -> (random.nextInt(20_000_000) - 10_000_000) / Math.pow(10, random.nextInt(10));
      };
      if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) continue;
      assertLikeExactRounding(v, 1 + random.nextInt(17));
    }
  }

  @Test
  void shortestDecimalsHalfwayBetweenTwoRoundings() {
    // 0.125 and 2.5 are exact ties (half to even); 1.0000005 and 0.15 only look like ties: the
    // binary value is slightly above or below, which decides.
    assertLikeExactRounding(0.125, 2);
    assertLikeExactRounding(2.5, 1);
    assertLikeExactRounding(3.5, 1);
    assertLikeExactRounding(1.0000005, 7);
    assertLikeExactRounding(0.15, 1);
    assertLikeExactRounding(0.25, 1);
    assertLikeExactRounding(9.9999995, 7);
    assertLikeExactRounding(999999.5, 6);
    assertLikeExactRounding(Double.MIN_VALUE, 6);
    assertLikeExactRounding(Double.MAX_VALUE, 6);
    assertEquals("12", RoundedDecimal.of(0.125, 2).digits());
    assertEquals("100000", RoundedDecimal.of(999999.5, 6).digits());
    assertEquals(6, RoundedDecimal.of(999999.5, 6).exponent());
  }
}
