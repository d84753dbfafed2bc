package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** MLIR's six-digit spelling of float attributes, against the JDK's own %e formatter. */
class FloatFormatTest {
  @Test
  void sixDigitFormMatchesTheJdksScientificFormatter() {
    Random random = new Random(18);
    for (int i = 0; i < 20_000; i++) {
      double v = switch (i % 3) {
        case 0 -> Double.longBitsToDouble(random.nextLong());
        case 1 -> (random.nextInt(2_000_001) - 1_000_000) / Math.pow(10, random.nextInt(12));
        default -> (float) (random.nextGaussian() * Math.pow(10, random.nextInt(40) - 20));
      };
      if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) continue;
      String printed = FloatFormat.attributeValue(v, FloatType.F64);
      String jdk = String.format(Locale.ROOT, "%.6e", new BigDecimal(v).round(new MathContext(6, RoundingMode.HALF_EVEN)));
      // Where six digits do not give v back the printer moves on to longer forms.
      if (Double.parseDouble(jdk) == v) assertEquals(jdk, printed, "value " + v);
    }
  }

  @Test
  void handPickedValuesAsMlirOptPrintsThem() { // mlir-opt-22's output for these constants
    assertEquals("1.500000e+00", FloatFormat.attributeValue(1.5, FloatType.F64));
    assertEquals("-2.250000e+00", FloatFormat.attributeValue(-2.25, FloatType.F32));
    assertEquals("1.000000e+100", FloatFormat.attributeValue(1e100, FloatType.F64));
    assertEquals("1.000000e-05", FloatFormat.attributeValue(1e-5, FloatType.F64));
    assertEquals("-0.000000e+00", FloatFormat.attributeValue(-0.0, FloatType.F64));
    assertEquals("1.000000e-01", FloatFormat.attributeValue(0.1, FloatType.F64));
  }

  @Test
  void theDefaultLocaleDoesNotChangeTheSpelling() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertEquals("3.149410e-02", FloatFormat.attributeValue(0.0314941, FloatType.F64));
    } finally {
      Locale.setDefault(saved);
    }
  }
}
