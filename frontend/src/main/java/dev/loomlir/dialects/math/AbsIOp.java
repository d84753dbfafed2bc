package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.absi}: the absolute value ({@code MIN} stays {@code MIN}). */
public final class AbsIOp extends MathUnaryOp {
  public static final OpType<AbsIOp> TYPE = OpType.of(MathOpDecls.intUnary("math.absi")
      .summary("absolute value of an integer")
      .folder(MathFolders.ABSI), AbsIOp::new);

  private AbsIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AbsIOp match(Operation op) { return TYPE.match(op); }
}
