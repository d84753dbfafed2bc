package dev.loomlir.dialects.arith;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code arith.addui_extended}: the wrapped sum and whether the unsigned addition overflowed. */
public final class AddUIExtendedOp extends OpView {
  public static final OpType<AddUIExtendedOp> TYPE = OpType.of(ArithOpDecls.arithOp("arith.addui_extended")
      .summary("extended unsigned integer addition with overflow bit")
      .operand("lhs", ArithTypes.INT_OR_INDEX_LIKE)
      .operand("rhs", ArithTypes.INT_OR_INDEX_LIKE)
      .result("sum", ArithTypes.INT_OR_INDEX_LIKE)
      .result("overflow", ArithTypes.BOOL_LIKE)
      .traits(Trait.PURE, Trait.COMMUTATIVE)
      .implement(AsmResultNames.class, ArithOpDecls.resultNames("sum", "overflow"))
      .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")
      .allTypesMatch("lhs", "rhs", "sum"), AddUIExtendedOp::new);

  private AddUIExtendedOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddUIExtendedOp match(Operation op) { return TYPE.match(op); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult sum() { return op.result(0); }

  /** True where the unsigned sum did not fit (the carry out). */
  public OpResult overflow() { return op.result(1); }
}
