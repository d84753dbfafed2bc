package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.ctpop}: the number of set bits. */
public final class CtPopOp extends MathUnaryOp {
  public static final OpType<CtPopOp> TYPE = OpType.of(MathOpDecls.intUnary("math.ctpop")
      .summary("population count")
      .folder(MathFolders.CTPOP), CtPopOp::new);

  private CtPopOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CtPopOp match(Operation op) { return TYPE.match(op); }
}
