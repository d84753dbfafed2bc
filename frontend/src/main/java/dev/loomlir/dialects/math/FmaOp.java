package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code math.fma}: {@code a * b + c} rounded once. */
public final class FmaOp extends OpView implements FastMathOp {
  public static final OpType<FmaOp> TYPE = OpType.of(MathOpDecls.floatOp("math.fma")
      .summary("fused multiply-add")
      .operand("a", Types.FLOAT_LIKE).operand("b", Types.FLOAT_LIKE).operand("c", Types.FLOAT_LIKE)
      .format("$a `,` $b `,` $c " + MathOpDecls.FASTMATH + " attr-dict `:` type($result)"), FmaOp::new);

  private FmaOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FmaOp match(Operation op) { return TYPE.match(op); }

  public Value a() { return op.operand(0); }

  public Value b() { return op.operand(1); }

  public Value c() { return op.operand(2); }

  public OpResult result() { return op.result(); }
}
