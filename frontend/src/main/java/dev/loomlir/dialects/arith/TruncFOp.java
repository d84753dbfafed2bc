package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.truncf}: a float rounded to a narrower type, by its rounding mode (default: to nearest even). */
public final class TruncFOp extends ArithCastOp implements FastMathOp {
  public static final OpType<TruncFOp> TYPE = OpType.of(ArithOpDecls.cast("arith.truncf", ArithTypes.FLOAT_LIKE,
          ArithTypes.FLOAT_LIKE, CastRules.FLOAT_NARROWING)
      .summary("floating point truncation")
      .folder(ArithFolders.TRUNCF)
      .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
      .optionalAttr("fastmath", ArithAttrs.FASTMATH)
      .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
      TruncFOp::new);

  private TruncFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TruncFOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.truncf in : ... to to}, with {@code roundingMode} and {@code fastmath} when not null. */
  public static TruncFOp create(OpBuilder b, Location loc, Value in, Type to, Attribute roundingMode,
                                FastMathAttr fastmath) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(in);
    s.resultTypes.add(to);
    if (roundingMode != null) s.addAttribute("roundingmode", roundingMode);
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return new TruncFOp(b.insert(s));
  }

  /** The {@code roundingmode} attribute, or null for the default. */
  public Attribute roundingMode() { return op.attr("roundingmode"); }
}
