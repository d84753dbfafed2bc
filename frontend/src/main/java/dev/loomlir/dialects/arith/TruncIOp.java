package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.trunci}: an integer truncated to a narrower type (its low bits). */
public final class TruncIOp extends ArithCastOp implements OverflowFlagsOp {
  public static final OpType<TruncIOp> TYPE = OpType.of(ArithOpDecls.cast("arith.trunci",
          ArithTypes.FIXED_WIDTH_INT_LIKE,
          ArithTypes.FIXED_WIDTH_INT_LIKE, CastRules.INT_NARROWING)
      .summary("integer truncation")
      .folder(ArithFolders.TRUNCI)
      .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ArithAttrs.OVERFLOW_NONE)
      .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"), TruncIOp::new);

  private TruncIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TruncIOp match(Operation op) { return TYPE.match(op); }
}
