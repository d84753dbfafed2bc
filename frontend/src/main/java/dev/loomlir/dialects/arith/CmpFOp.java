package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.cmpf}: compares two floats by a {@link CmpFPredicate}, giving i1 of their shape. */
public final class CmpFOp extends OpView implements FastMathOp {
  public static final OpType<CmpFOp> TYPE = OpType.of(ArithOpDecls.compare("arith.cmpf", ArithTypes.FLOAT_LIKE,
          ArithAttrs.CMPF_PREDICATE)
      .summary("floating-point comparison")
      .folder(ArithFolders.CMPF)
      .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
      .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"), CmpFOp::new);

  private CmpFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CmpFOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.cmpf predicate, lhs, rhs}; the result is i1 of the operands' shape. */
  public static CmpFOp create(OpBuilder b, Location loc, CmpFPredicate predicate, Value lhs, Value rhs) {
    return new CmpFOp(ArithOpDecls.buildCompare(b, TYPE, loc, predicate.attr(), lhs, rhs));
  }

  public CmpFPredicate predicate() { return CmpFPredicate.of(op.attr("predicate")); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult result() { return op.result(); }
}
