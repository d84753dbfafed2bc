package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.ctlz}: the number of leading zero bits (the width for zero). */
public final class CountLeadingZerosOp extends MathUnaryOp {
  public static final OpType<CountLeadingZerosOp> TYPE = OpType.of(MathOpDecls.intUnary("math.ctlz")
      .summary("count leading zeros")
      .folder(MathFolders.CTLZ), CountLeadingZerosOp::new);

  private CountLeadingZerosOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CountLeadingZerosOp match(Operation op) { return TYPE.match(op); }
}
