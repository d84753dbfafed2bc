package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.maxsi}: the larger operand, compared signed. */
public final class MaxSIOp extends ArithBinaryOp {
  public static final OpType<MaxSIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.maxsi",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("signed integer maximum")
      .folder(ArithFolders.MAXSI), MaxSIOp::new);

  private MaxSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxSIOp match(Operation op) { return TYPE.match(op); }
}
