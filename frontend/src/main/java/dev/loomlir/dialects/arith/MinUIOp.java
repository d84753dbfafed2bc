package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.minui}: the smaller operand, compared unsigned. */
public final class MinUIOp extends ArithBinaryOp {
  public static final OpType<MinUIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.minui",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("unsigned integer minimum")
      .folder(ArithFolders.MINUI), MinUIOp::new);

  private MinUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinUIOp match(Operation op) { return TYPE.match(op); }
}
