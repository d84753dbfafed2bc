package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.cmpi}: compares two integers (or indices) by a {@link CmpIPredicate}, giving i1 of their shape. */
public final class CmpIOp extends OpView {
  public static final OpType<CmpIOp> TYPE = OpType.of(ArithOpDecls.compare("arith.cmpi", ArithTypes.INT_OR_INDEX_LIKE,
          ArithAttrs.CMPI_PREDICATE)
      .summary("integer comparison")
      .folder(ArithFolders.CMPI)
      .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"), CmpIOp::new);

  private CmpIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CmpIOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.cmpi predicate, lhs, rhs}; the result is i1 of the operands' shape ({@code vector<4xi1>}). */
  public static CmpIOp create(OpBuilder b, Location loc, CmpIPredicate predicate, Value lhs, Value rhs) {
    return new CmpIOp(ArithOpDecls.buildCompare(b, TYPE, loc, predicate.attr(), lhs, rhs));
  }

  public CmpIPredicate predicate() { return CmpIPredicate.of(op.attr("predicate")); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult result() { return op.result(); }
}
