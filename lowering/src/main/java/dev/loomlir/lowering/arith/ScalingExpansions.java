package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.DivFOp;
import dev.loomlir.dialects.arith.FastMathAttr;
import dev.loomlir.dialects.arith.MulFOp;
import dev.loomlir.dialects.arith.ScalingExtFOp;
import dev.loomlir.dialects.arith.ScalingTruncFOp;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/**
 * {@code arith.scaling_extf} and {@code arith.scaling_truncf} as mlir-opt-22's
 * {@code arith-expand} builds them, always (no option): a scale of 16 bits or more is first
 * truncated to f8E8M0FNU (keeping only its exponent), then extended to the float type the value
 * is scaled in: {@code scaling_extf(x, s) = extf(x) * extf(s)} in the result type and
 * {@code scaling_truncf(x, s) = truncf(x / extf(s))} with the op's rounding mode. The op's
 * fast-math flags go to every op added. Those casts to and from f8E8M0FNU stay unless
 * {@code include-f8e8m0} expands them too.
 */
final class ScalingExpansions {
  private ScalingExpansions() {}

  static List<RewritePattern> all() {
    return List.of(RewritePattern.of(ScalingExtFOp.TYPE, ScalingExpansions::extend),
        RewritePattern.of(ScalingTruncFOp.TYPE, ScalingExpansions::truncate));
  }

  private static boolean extend(ScalingExtFOp op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    FastMathAttr fastmath = op.fastmathAttr();
    Value scale = exponentOnly(b, op.scale(), fastmath);
    Type result = op.out().type();
    Value factor = b.extf(scale, result, fastmath);
    Value value = b.extf(op.in(), result, fastmath);
    rewriter.replaceOp(op.operation(), List.of(b.binary(MulFOp.TYPE, value, factor, fastmath)));
    return true;
  }

  private static boolean truncate(ScalingTruncFOp op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    FastMathAttr fastmath = op.fastmathAttr();
    Value in = op.in();
    Value scale = exponentOnly(b, op.scale(), fastmath);
    Value divisor = b.extf(scale, in.type(), fastmath);
    Value quotient = b.binary(DivFOp.TYPE, in, divisor, fastmath);
    Value result = b.truncf(quotient, op.out().type(), op.roundingMode(), fastmath);
    rewriter.replaceOp(op.operation(), List.of(result));
    return true;
  }

  /**
   * The scale as f8E8M0FNU: truncated to it when 16 bits or wider. Every float type loomlir has
   * is either that wide or f8E8M0FNU itself, so upstream's failure on other narrow scale types
   * (f8E5M2...) cannot occur here.
   */
  private static Value exponentOnly(ArithBuilder b, Value scale, FastMathAttr fastmath) {
    if (((FloatType) Types.elementTypeOrSelf(scale.type())).width() < 16) return scale;
    return b.truncf(scale, Types.shapedLike(scale.type(), FloatType.F8E8M0FNU), null, fastmath);
  }
}
