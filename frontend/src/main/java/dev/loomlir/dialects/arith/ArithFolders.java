package dev.loomlir.dialects.arith;

import static dev.loomlir.ir.FoldResult.of;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.OpFolder;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoublePredicate;

/**
 * Folders of the arith ops, with upstream's semantics (ArithOps.cpp): constant operands are
 * evaluated at the type's width, identities such as {@code x + 0} return an operand, and nothing
 * with undefined behaviour is folded. Scalars only: vector and tensor constants are left alone.
 */
final class ArithFolders {
  private ArithFolders() {}

  // The folder of each op, attached in its declaration (AddIOp: .folder(ArithFolders.ADDI)).

  static final OpFolder ADDI = OpFolder.single(ArithFolders::addi);
  static final OpFolder SUBI = OpFolder.single(ArithFolders::subi);
  static final OpFolder MULI = OpFolder.single(ArithFolders::muli);
  static final OpFolder DIVUI = OpFolder.single(ArithFolders::divui);
  static final OpFolder DIVSI = OpFolder.single(ArithFolders::divsi);
  static final OpFolder CEILDIVUI = OpFolder.single(ArithFolders::ceildivui);
  static final OpFolder CEILDIVSI = OpFolder.single(ArithFolders::ceildivsi);
  static final OpFolder FLOORDIVSI = OpFolder.single(ArithFolders::floordivsi);
  static final OpFolder REMUI = OpFolder.single(ArithFolders::remui);
  static final OpFolder REMSI = OpFolder.single(ArithFolders::remsi);
  static final OpFolder ANDI = OpFolder.single(ArithFolders::andi);
  static final OpFolder ORI = OpFolder.single(ArithFolders::ori);
  static final OpFolder XORI = OpFolder.single(ArithFolders::xori);
  static final OpFolder SHLI = shift((a, s, w) -> a << s);
  static final OpFolder SHRUI = shift((a, s, w) -> Ints.zext(a, w) >>> s);
  static final OpFolder SHRSI = shift((a, s, w) -> a >> s);
  static final OpFolder MAXSI = minMax(true, true);
  static final OpFolder MINSI = minMax(true, false);
  static final OpFolder MAXUI = minMax(false, true);
  static final OpFolder MINUI = minMax(false, false);
  static final OpFolder CMPI = ArithFolders::cmpi;
  static final OpFolder SELECT = OpFolder.single(ArithFolders::select);

  static final OpFolder ADDF = floatBinary(Double::sum, -0.0, true);
  static final OpFolder SUBF = floatBinary((a, b) -> a - b, 0.0, true);
  static final OpFolder MULF = floatBinary((a, b) -> a * b, 1.0, false);
  static final OpFolder DIVF = floatBinary((a, b) -> a / b, 1.0, false);
  static final OpFolder REMF = floatBinary((a, b) -> a % b, null, false);
  static final OpFolder MAXIMUMF = floatMinMax(Math::max, v -> v == Double.NEGATIVE_INFINITY);
  static final OpFolder MINIMUMF = floatMinMax(Math::min, v -> v == Double.POSITIVE_INFINITY);
  static final OpFolder MAXNUMF = floatMinMax(ArithFolders::maxnum, Double::isNaN);
  static final OpFolder MINNUMF = floatMinMax(ArithFolders::minnum, Double::isNaN);
  static final OpFolder NEGF = OpFolder.single(ArithFolders::negf);
  static final OpFolder CMPF = OpFolder.single(ArithFolders::cmpf);

  static final OpFolder EXTUI = intCast((v, from) -> Ints.zext(v, Ints.width(from)));
  static final OpFolder EXTSI = intCast((v, from) -> v);
  static final OpFolder TRUNCI = OpFolder.single(ArithFolders::trunci);
  static final OpFolder INDEX_CAST = intCast((v, from) -> v);
  static final OpFolder INDEX_CASTUI = intCast((v, from) -> Ints.zext(v, Ints.width(from)));
  static final OpFolder SITOFP = OpFolder.single((op, c) -> intToFloat(op, c, true));
  static final OpFolder UITOFP = OpFolder.single((op, c) -> intToFloat(op, c, false));
  static final OpFolder FPTOSI = OpFolder.single((op, c) -> floatToInt(op, c, true));
  static final OpFolder FPTOUI = OpFolder.single((op, c) -> floatToInt(op, c, false));
  static final OpFolder EXTF = OpFolder.single(ArithFolders::extf);
  static final OpFolder TRUNCF = ArithFolders::truncf;
  static final OpFolder BITCAST = OpFolder.single(ArithFolders::bitcast);

  // ---- integer arithmetic ----

  @FunctionalInterface
  private interface IntOp {
    Long apply(long a, long b, int width);
  }

  /** Both operands constant: evaluates {@code f} (null: undefined, no fold) and wraps to the type. */
  private static FoldResult constFold(Operation op, Attribute[] c, IntOp f) {
    Long a = Ints.value(c[0]), b = Ints.value(c[1]);
    Type t = op.result().type();
    if (a == null || b == null || !Ints.isFoldable(t)) return null;
    Long r = f.apply(a, b, Ints.width(t));
    return r == null ? null : of(Ints.attr(r, t));
  }

  private static boolean isConst(Attribute a, long v) {
    Long x = Ints.value(a);
    return x != null && x == v;
  }

  private static FoldResult addi(Operation op, Attribute[] c) {
    if (isConst(c[1], 0)) return of(op.operand(0));
    // add(sub(a, b), b) -> a and add(b, sub(a, b)) -> a
    for (int i = 0; i < 2; i++) {
      if (SubIOp.TYPE.matchDefining(op.operand(i)) instanceof SubIOp sub && sub.rhs() == op.operand(1 - i)) return of(sub.lhs());
    }
    return constFold(op, c, (a, b, w) -> a + b);
  }

  private static FoldResult subi(Operation op, Attribute[] c) {
    if (op.operand(0) == op.operand(1) && Ints.isFoldable(op.result().type())) return of(Ints.attr(0, op.result().type()));
    if (isConst(c[1], 0)) return of(op.operand(0));
    if (AddIOp.TYPE.matchDefining(op.operand(0)) instanceof AddIOp add) {
      // sub(add(a, b), b) -> a and sub(add(a, b), a) -> b
      if (add.rhs() == op.operand(1)) return of(add.lhs());
      if (add.lhs() == op.operand(1)) return of(add.rhs());
    }
    return constFold(op, c, (a, b, w) -> a - b);
  }

  private static FoldResult muli(Operation op, Attribute[] c) {
    if (isConst(c[1], 0)) return of(c[1]);
    if (isConst(c[1], 1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> a * b);
  }

  private static FoldResult divui(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> b == 0 ? null : Ints.divideUnsigned(a, b, w));
  }

  private static FoldResult divsi(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> b == 0 || Ints.signedDivisionOverflows(a, b, w) ? null : a / b);
  }

  private static FoldResult ceildivui(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> {
      if (b == 0) return null;
      long q = Ints.divideUnsigned(a, b, w);
      return Ints.remainderUnsigned(a, b, w) != 0 ? q + 1 : q;
    });
  }

  private static FoldResult ceildivsi(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(op.operand(0));
    // Upstream negates a negative operand before dividing and gives up when that overflows: a
    // nonzero dividend with MIN on either side is not folded (even MIN ceildiv MIN, which is 1).
    return constFold(op, c, (a, b, w) -> b == 0 || (a != 0 && (a == Ints.minSigned(w) || b == Ints.minSigned(w)))
        ? null : Math.ceilDiv(a, b));
  }

  private static FoldResult floordivsi(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> b == 0 || Ints.signedDivisionOverflows(a, b, w) ? null : Math.floorDiv(a, b));
  }

  private static FoldResult remui(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(Ints.attr(0, op.result().type()));
    return constFold(op, c, (a, b, w) -> b == 0 ? null : Ints.remainderUnsigned(a, b, w));
  }

  private static FoldResult remsi(Operation op, Attribute[] c) {
    if (isConst(c[1], 1)) return of(Ints.attr(0, op.result().type()));
    // MIN % -1 is 0 at every width (Java agrees), so only a zero divisor is left alone.
    return constFold(op, c, (a, b, w) -> b == 0 ? null : a % b);
  }

  private static FoldResult andi(Operation op, Attribute[] c) {
    if (isConst(c[1], 0)) return of(c[1]);
    if (isConst(c[1], -1)) return of(op.operand(0));
    if (op.operand(0) == op.operand(1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> a & b);
  }

  private static FoldResult ori(Operation op, Attribute[] c) {
    if (isConst(c[1], 0)) return of(op.operand(0));
    if (isConst(c[1], -1)) return of(c[1]);
    if (op.operand(0) == op.operand(1)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> a | b);
  }

  private static FoldResult xori(Operation op, Attribute[] c) {
    if (isConst(c[1], 0)) return of(op.operand(0));
    if (op.operand(0) == op.operand(1) && Ints.isFoldable(op.result().type())) return of(Ints.attr(0, op.result().type()));
    // xor(xor(x, a), a) -> x and xor(xor(a, x), a) -> x
    if (XOrIOp.TYPE.matchDefining(op.operand(0)) instanceof XOrIOp inner) {
      if (inner.rhs() == op.operand(1)) return of(inner.lhs());
      if (inner.lhs() == op.operand(1)) return of(inner.rhs());
    }
    return constFold(op, c, (a, b, w) -> a ^ b);
  }

  @FunctionalInterface
  private interface ShiftOp {
    long apply(long a, long amount, int width);
  }

  private static OpFolder shift(ShiftOp f) { return OpFolder.single((op, c) -> shift(op, c, f)); }

  /** A shift by the width or more is poison: not folded. */
  private static FoldResult shift(Operation op, Attribute[] c, ShiftOp f) {
    if (isConst(c[1], 0)) return of(op.operand(0));
    return constFold(op, c, (a, b, w) -> {
      long amount = Ints.zext(b, w);
      return Long.compareUnsigned(amount, w) >= 0 ? null : f.apply(a, amount, w);
    });
  }

  private static OpFolder minMax(boolean signed, boolean max) { return OpFolder.single((op, c) -> minMax(op, c, signed, max)); }

  private static FoldResult minMax(Operation op, Attribute[] c, boolean signed, boolean max) {
    if (op.operand(0) == op.operand(1)) return of(op.operand(0));
    Type t = op.result().type();
    Long b = Ints.value(c[1]);
    if (b != null && Ints.isFoldable(t)) {
      int w = Ints.width(t);
      long absorbing = signed ? (max ? Ints.maxSigned(w) : Ints.minSigned(w)) : (max ? -1 : 0);
      long neutral = signed ? (max ? Ints.minSigned(w) : Ints.maxSigned(w)) : (max ? 0 : -1);
      if (b == absorbing) return of(op.operand(1));
      if (b == neutral) return of(op.operand(0));
    }
    return constFold(op, c, (x, y, w) -> {
      int cmp = signed ? Long.compare(x, y) : Ints.compareUnsigned(x, y, w);
      return max == (cmp >= 0) ? x : y;
    });
  }

  /** Constants fold; equal operands decide the predicate; a constant lhs moves right (in place). */
  private static List<FoldResult> cmpi(Operation op, Attribute[] c) {
    CmpIOp cmp = CmpIOp.TYPE.cast(op);
    CmpIPredicate predicate = cmp.predicate();
    Type operandType = cmp.lhs().type();
    if (!Ints.isFoldable(operandType)) return null;
    int w = Ints.width(operandType);
    if (cmp.lhs() == cmp.rhs()) {
      return List.of(of(IntegerAttr.bool(predicate.holds(0, 0, w))));
    }
    if (operandType.isSignlessInteger(1)) {
      // cmpi ne, %x, false -> %x and cmpi eq, %x, true -> %x
      if ((predicate == CmpIPredicate.NE && isConst(c[1], 0)) || (predicate == CmpIPredicate.EQ && isConst(c[1], -1))) {
        return List.of(of(cmp.lhs()));
      }
    }
    Long a = Ints.value(c[0]), b = Ints.value(c[1]);
    if (a != null && b != null) return List.of(of(IntegerAttr.bool(predicate.holds(a, b, w))));
    if (a != null) {
      Value lhs = cmp.lhs();
      op.setOperand(0, cmp.rhs());
      op.setOperand(1, lhs);
      op.setAttr("predicate", predicate.swapped().attr());
      return List.of();
    }
    return null;
  }

  private static FoldResult select(Operation op, Attribute[] c) {
    Value trueValue = op.operand(1), falseValue = op.operand(2);
    if (trueValue == falseValue) return of(trueValue);
    if (isConst(c[0], -1)) return of(trueValue);
    if (isConst(c[0], 0)) return of(falseValue);
    if (op.result().type().isSignlessInteger(1) && isConst(c[1], -1) && isConst(c[2], 0)) return of(op.operand(0));
    if (CmpIOp.TYPE.matchDefining(op.operand(0)) instanceof CmpIOp cmp) {
      CmpIPredicate predicate = cmp.predicate();
      boolean sameValues = (cmp.lhs() == trueValue && cmp.rhs() == falseValue)
          || (cmp.rhs() == trueValue && cmp.lhs() == falseValue);
      // select (a == b), a, b is b; select (a != b), a, b is a.
      if ((predicate == CmpIPredicate.EQ || predicate == CmpIPredicate.NE) && sameValues) {
        return of(predicate == CmpIPredicate.NE ? trueValue : falseValue);
      }
    }
    return null;
  }

  // ---- floating point ----

  private static Double floatValue(Attribute a) {
    return a instanceof FloatAttr f && FloatRounding.isSupported(f.type()) ? f.value() : null;
  }

  private static FloatType floatType(Operation op) {
    return op.result().type() instanceof FloatType t && FloatRounding.isSupported(t) ? t : null;
  }

  private static OpFolder floatBinary(DoubleBinaryOperator f, Double identity, boolean bitwiseIdentity) {
    return OpFolder.single((op, c) -> floatBinary(op, c, f, identity, bitwiseIdentity));
  }

  /**
   * {@code identity}: the rhs constant that makes the op return its lhs (compared bitwise, so
   * {@code -0.0} and {@code +0.0} differ), or null.
   */
  private static FoldResult floatBinary(Operation op, Attribute[] c, DoubleBinaryOperator f, Double identity,
                                        boolean bitwiseIdentity) {
    Double a = floatValue(c[0]), b = floatValue(c[1]);
    if (identity != null && b != null && Double.doubleToRawLongBits(b) == Double.doubleToRawLongBits(identity)) {
      return of(op.operand(0));
    }
    FloatType t = floatType(op);
    if (a == null || b == null || t == null) return null;
    return of(new FloatAttr(FloatRounding.round(f.applyAsDouble(a, b), t), t));
  }

  private static OpFolder floatMinMax(DoubleBinaryOperator f, DoublePredicate neutral) {
    return OpFolder.single((op, c) -> floatMinMax(op, c, f, neutral));
  }

  /**
   * Equal operands give that operand, a constant rhs that cannot win ({@code neutral}: -inf for
   * maximumf, NaN for maxnumf...) gives the lhs, constants fold.
   */
  private static FoldResult floatMinMax(Operation op, Attribute[] c, DoubleBinaryOperator f, DoublePredicate neutral) {
    if (op.operand(0) == op.operand(1)) return of(op.operand(0));
    Double a = floatValue(c[0]), b = floatValue(c[1]);
    if (b != null && neutral.test(b)) return of(op.operand(0));
    FloatType t = floatType(op);
    if (a == null || b == null || t == null) return null;
    return of(new FloatAttr(f.applyAsDouble(a, b), t));
  }

  /** IEEE maxNum as LLVM's APFloat implements it: a NaN loses to a number, -0 is below +0. */
  private static double maxnum(double a, double b) {
    if (Double.isNaN(a)) return b;
    if (Double.isNaN(b)) return a;
    return Math.max(a, b);
  }

  private static double minnum(double a, double b) {
    if (Double.isNaN(a)) return b;
    if (Double.isNaN(b)) return a;
    return Math.min(a, b);
  }

  private static FoldResult negf(Operation op, Attribute[] c) {
    if (NegFOp.TYPE.matchDefining(op.operand(0)) instanceof NegFOp inner) return of(inner.operand());
    Double a = floatValue(c[0]);
    FloatType t = floatType(op);
    return a == null || t == null ? null : of(new FloatAttr(-a, t));
  }

  /** Constant operands fold; a constant NaN rhs decides the result whatever the lhs is. */
  private static FoldResult cmpf(Operation op, Attribute[] c) {
    if (!(op.result().type() instanceof IntegerType)) return null;
    CmpFPredicate predicate = CmpFOp.TYPE.cast(op).predicate();
    Double a = floatValue(c[0]), b = floatValue(c[1]);
    if (b != null && Double.isNaN(b)) return of(IntegerAttr.bool(predicate.holds(Double.NaN, Double.NaN)));
    if (a == null || b == null) return null;
    return of(IntegerAttr.bool(predicate.holds(a, b)));
  }

  // ---- casts ----

  @FunctionalInterface
  private interface IntConversion {
    long apply(long value, Type from);
  }

  private static OpFolder intCast(IntConversion f) { return OpFolder.single((op, c) -> intCast(op, c, f)); }

  /** Integer-to-integer casts: the converted value, wrapped to the result type. */
  private static FoldResult intCast(Operation op, Attribute[] c, IntConversion f) {
    Long a = Ints.value(c[0]);
    Type to = op.result().type();
    if (a == null || !Ints.isFoldable(to)) return null;
    return of(Ints.attr(f.apply(a, op.operand(0).type()), to));
  }

  /** trunci(extsi(x)) and trunci(extui(x)) are x when x already has the result type. */
  private static FoldResult trunci(Operation op, Attribute[] c) {
    Operation ext = op.operand(0).definingOp();
    if ((ExtSIOp.is(ext) || ExtUIOp.is(ext)) && ext.operand(0).type().equals(op.result().type())) return of(ext.operand(0));
    return intCast(op, c, (v, from) -> v);
  }

  private static FoldResult intToFloat(Operation op, Attribute[] c, boolean signed) {
    Long a = Ints.value(c[0]);
    FloatType t = floatType(op);
    if (a == null || t == null) return null;
    int w = Ints.width(op.operand(0).type());
    long v = signed ? a : Ints.zext(a, w);
    double d;
    if (signed || v >= 0) {
      d = t == FloatType.F32 ? (float) v : FloatRounding.round((double) v, t);
    } else {
      // An unsigned 64-bit value above Long.MAX_VALUE: halve with the dropped bit kept sticky, then double.
      long half = (v >>> 1) | (v & 1);
      d = t == FloatType.F32 ? (float) half * 2.0f : FloatRounding.round((double) half * 2.0, t);
    }
    return of(new FloatAttr(d, t));
  }

  /** Truncates toward zero; NaN, infinities and out-of-range values are not folded (upstream's opInvalidOp). */
  private static FoldResult floatToInt(Operation op, Attribute[] c, boolean signed) {
    Double a = floatValue(c[0]);
    Type to = op.result().type();
    if (a == null || !Ints.isFoldable(to) || Double.isNaN(a) || Double.isInfinite(a)) return null;
    int w = Ints.width(to);
    java.math.BigInteger truncated = new java.math.BigDecimal(a).toBigInteger();
    java.math.BigInteger min = signed ? java.math.BigInteger.ONE.shiftLeft(w - 1).negate() : java.math.BigInteger.ZERO;
    java.math.BigInteger max = signed ? java.math.BigInteger.ONE.shiftLeft(w - 1).subtract(java.math.BigInteger.ONE)
        : java.math.BigInteger.ONE.shiftLeft(w).subtract(java.math.BigInteger.ONE);
    if (truncated.compareTo(min) < 0 || truncated.compareTo(max) > 0) return null;
    return of(Ints.attr(truncated.longValue(), to));
  }

  /** {@code extf(truncf(x))} is {@code x} when both casts allow contraction; else constants. */
  private static FoldResult extf(Operation op, Attribute[] c) {
    if (TruncFOp.TYPE.matchDefining(op.operand(0)) instanceof TruncFOp trunc && trunc.in().type().equals(op.result().type())
        && contracts(trunc) && contracts(ExtFOp.TYPE.cast(op))) {
      return of(trunc.in());
    }
    return floatCast(op, c);
  }

  private static boolean contracts(FastMathOp op) {
    return op.fastmath().has(FastMathAttr.CONTRACT);
  }

  /**
   * {@code truncf(extf(x))}: when the extension was exact, {@code x} itself if it has the result
   * type, or a truncation of {@code x} when {@code x} is wider than the result (in place); else
   * constants.
   */
  private static List<FoldResult> truncf(Operation op, Attribute[] c) {
    if (ExtFOp.TYPE.matchDefining(op.operand(0)) instanceof ExtFOp ext
        && Types.elementTypeOrSelf(ext.in().type()) instanceof FloatType src
        && Types.elementTypeOrSelf(ext.out().type()) instanceof FloatType mid
        && Types.elementTypeOrSelf(op.result().type()) instanceof FloatType res
        && FloatRounding.isRepresentableBy(src, mid)) {
      if (src.width() > res.width()) {
        op.setOperand(0, ext.in());
        return List.of();
      }
      if (src == res) return List.of(of(ext.in()));
    }
    FoldResult constant = floatCast(op, c);
    return constant == null ? null : List.of(constant);
  }

  /** extf is always exact; truncf folds only when the value survives unchanged, as upstream. */
  private static FoldResult floatCast(Operation op, Attribute[] c) {
    Double a = floatValue(c[0]);
    FloatType t = floatType(op);
    if (a == null || t == null || !FloatRounding.isExact(a, t)) return null;
    return of(new FloatAttr(a, t));
  }

  private static FoldResult bitcast(Operation op, Attribute[] c) {
    Type to = op.result().type();
    Long bits = c[0] instanceof FloatAttr f ? floatBits(f) : Ints.value(c[0]);
    if (bits == null) return null;
    if (to instanceof FloatType ft) {
      Double v = floatFromBits(bits, ft);
      return v == null ? null : of(new FloatAttr(v, ft));
    }
    return Ints.isFoldable(to) ? of(Ints.attr(bits, to)) : null;
  }

  private static Long floatBits(FloatAttr f) {
    return switch (f.type()) {
      case F64 -> Double.doubleToRawLongBits(f.value());
      case F32 -> (long) Float.floatToRawIntBits((float) f.value());
      case F16 -> (long) Float.floatToFloat16((float) f.value());
      case BF16 -> (long) (short) (Float.floatToRawIntBits((float) f.value()) >>> 16);
      default -> null;
    };
  }

  private static Double floatFromBits(long bits, FloatType t) {
    return switch (t) {
      case F64 -> Double.longBitsToDouble(bits);
      case F32 -> (double) Float.intBitsToFloat((int) bits);
      case F16 -> (double) Float.float16ToFloat((short) bits);
      case BF16 -> (double) Float.intBitsToFloat(((int) bits & 0xFFFF) << 16);
      default -> null;
    };
  }
}
