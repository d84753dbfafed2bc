package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.maxui}: the larger operand, compared unsigned. */
public final class MaxUIOp extends ArithBinaryOp {
  public static final OpType<MaxUIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.maxui",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("unsigned integer maximum")
      .folder(ArithFolders.MAXUI), MaxUIOp::new);

  private MaxUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxUIOp match(Operation op) { return TYPE.match(op); }
}
