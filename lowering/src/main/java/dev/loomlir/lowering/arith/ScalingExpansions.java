package dev.loomlir.lowering.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.lowering.builder.OpDefs;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Operation;
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
    return List.of(RewritePattern.of(OpDefs.named("arith.scaling_extf"), ScalingExpansions::extend),
        RewritePattern.of(OpDefs.named("arith.scaling_truncf"), ScalingExpansions::truncate));
  }

  private static boolean extend(Operation op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Attribute fastmath = op.attr("fastmath");
    Value scale = exponentOnly(b, op.operand(1), fastmath);
    Type result = op.result().type();
    Value factor = b.floatCast("arith.extf", scale, result, null, fastmath);
    Value value = b.floatCast("arith.extf", op.operand(0), result, null, fastmath);
    rewriter.replaceOp(op, List.of(b.binary("arith.mulf", value, factor, fastmath)));
    return true;
  }

  private static boolean truncate(Operation op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Attribute fastmath = op.attr("fastmath");
    Value in = op.operand(0);
    Value scale = exponentOnly(b, op.operand(1), fastmath);
    Value divisor = b.floatCast("arith.extf", scale, in.type(), null, fastmath);
    Value quotient = b.binary("arith.divf", in, divisor, fastmath);
    Value result = b.floatCast("arith.truncf", quotient, op.result().type(), op.attr("roundingmode"), fastmath);
    rewriter.replaceOp(op, List.of(result));
    return true;
  }

  /**
   * The scale as f8E8M0FNU: truncated to it when 16 bits or wider. Every float type loomlir has
   * is either that wide or f8E8M0FNU itself, so upstream's failure on other narrow scale types
   * (f8E5M2...) cannot occur here.
   */
  private static Value exponentOnly(ArithBuilder b, Value scale, Attribute fastmath) {
    if (((FloatType) Types.elementTypeOrSelf(scale.type())).width() < 16) return scale;
    return b.floatCast("arith.truncf", scale, Types.shapedLike(scale.type(), FloatType.F8E8M0FNU), null, fastmath);
  }
}
