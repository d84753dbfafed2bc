package dev.loomlir.dialects.math;

import static dev.loomlir.ir.FoldResult.of;

import dev.loomlir.dialects.arith.FloatRounding;
import dev.loomlir.dialects.arith.Ints;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.OpFolder;
import java.util.function.DoubleUnaryOperator;

/**
 * Folders of the math ops whose results are exact (rounding, absolute value, sqrt, bit counts).
 * Transcendental functions are left alone: upstream folds them with the host C library, which
 * Java's math library does not match to the last bit.
 */
final class MathFolders {
  private MathFolders() {}

  // The folder of each op, attached in its declaration (AbsFOp: .folder(MathFolders.ABSF)).

  static final OpFolder ABSF = unaryFloat(Math::abs);
  static final OpFolder CEIL = unaryFloat(Math::ceil);
  static final OpFolder FLOOR = unaryFloat(Math::floor);
  static final OpFolder TRUNC = unaryFloat(v -> v < 0 ? Math.ceil(v) : Math.floor(v));
  static final OpFolder ROUNDEVEN = unaryFloat(Math::rint);
  static final OpFolder ROUND = unaryFloat(MathFolders::roundHalfAwayFromZero);
  /** Upstream folds sqrt of f32 and f64 only, and not of negative numbers. */
  static final OpFolder SQRT = OpFolder.single((op, c) -> {
    FloatType t = op.result().type() instanceof FloatType ft ? ft : null;
    if (!(c[0] instanceof FloatAttr a) || (t != FloatType.F32 && t != FloatType.F64) || a.value() < 0
        || (a.value() == 0 && 1 / a.value() < 0)) {
      return null;
    }
    return of(new FloatAttr(FloatRounding.round(Math.sqrt(a.value()), t), t));
  });
  static final OpFolder COPYSIGN = OpFolder.single((op, c) -> {
    if (!(c[0] instanceof FloatAttr a) || !(c[1] instanceof FloatAttr b)) return null;
    return of(new FloatAttr(Math.copySign(a.value(), b.value()), a.type()));
  });
  static final OpFolder ABSI = unaryInt((v, w) -> Math.abs(v));
  static final OpFolder CTPOP = unaryInt((v, w) -> Long.bitCount(Ints.zext(v, w)));
  static final OpFolder CTLZ = unaryInt((v, w) -> Long.numberOfLeadingZeros(Ints.zext(v, w)) - (64 - w));
  static final OpFolder CTTZ = unaryInt((v, w) -> v == 0 ? w : Long.numberOfTrailingZeros(v));

  /** C's round(); adding 0.5 first would round 0.49999999999999994 up. */
  private static double roundHalfAwayFromZero(double v) {
    double magnitude = Math.abs(v);
    if (Double.isNaN(v) || magnitude >= 0x1p52) return v;
    double floor = Math.floor(magnitude);
    return Math.copySign(magnitude - floor >= 0.5 ? floor + 1 : floor, v);
  }

  private static OpFolder unaryFloat(DoubleUnaryOperator f) {
    return OpFolder.single((op, c) -> {
      if (!(c[0] instanceof FloatAttr a) || !FloatRounding.isSupported(a.type())) return null;
      return of(new FloatAttr(FloatRounding.round(f.applyAsDouble(a.value()), a.type()), a.type()));
    });
  }

  @FunctionalInterface
  private interface IntFunction {
    long apply(long value, int width);
  }

  private static OpFolder unaryInt(IntFunction f) {
    return OpFolder.single((op, c) -> {
      Long v = Ints.value(c[0]);
      Type t = op.result().type();
      if (v == null || !Ints.isFoldable(t)) return null;
      return of(Ints.attr(f.apply(v, Ints.width(t)), t));
    });
  }

}
