package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.cttz}: the number of trailing zero bits (the width for zero). */
public final class CountTrailingZerosOp extends MathUnaryOp {
  public static final OpType<CountTrailingZerosOp> TYPE = OpType.of(MathOpDecls.intUnary("math.cttz")
      .summary("count trailing zeros")
      .folder(MathFolders.CTTZ), CountTrailingZerosOp::new);

  private CountTrailingZerosOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CountTrailingZerosOp match(Operation op) { return TYPE.match(op); }
}
