package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.extf}: a float widened to a type that holds every value of its own (exact). */
public final class ExtFOp extends ArithCastOp implements FastMathOp {
  public static final OpType<ExtFOp> TYPE = OpType.of(ArithOpDecls.cast("arith.extf", ArithTypes.FLOAT_LIKE,
          ArithTypes.FLOAT_LIKE, CastRules.FLOAT_WIDENING)
      .summary("floating point extension")
      .folder(ArithFolders.EXTF)
      .optionalAttr("fastmath", ArithAttrs.FASTMATH)
      .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"), ExtFOp::new);

  private ExtFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtFOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.extf in : ... to to}, with {@code fastmath} when not null. */
  public static ExtFOp create(OpBuilder b, Location loc, Value in, Type to, FastMathAttr fastmath) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(in);
    s.resultTypes.add(to);
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return new ExtFOp(b.insert(s));
  }
}
