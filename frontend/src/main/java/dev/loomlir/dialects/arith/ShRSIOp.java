package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.shrsi}: arithmetic right shift (the sign bit shifted in). */
public final class ShRSIOp extends ArithBinaryOp {
  public static final OpType<ShRSIOp> TYPE = OpType.of(ArithOpDecls.withExact("arith.shrsi", Trait.PURE)
      .summary("signed integer right shift")
      .folder(ArithFolders.SHRSI), ShRSIOp::new);

  private ShRSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShRSIOp match(Operation op) { return TYPE.match(op); }

  /** True when the op promises the result is exact ({@code exact}: no bits or remainder dropped). */
  public boolean isExact() { return op.attr("isExact") != null; }
}
