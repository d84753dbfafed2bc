package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.floordivsi}: signed division rounding toward negative infinity. */
public final class FloorDivSIOp extends ArithBinaryOp {
  public static final OpType<FloorDivSIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.floordivsi", Trait.PURE)
      .summary("signed integer division rounding down")
      .folder(ArithFolders.FLOORDIVSI), FloorDivSIOp::new);

  private FloorDivSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FloorDivSIOp match(Operation op) { return TYPE.match(op); }
}
