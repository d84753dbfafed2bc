package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.shrui}: logical right shift (zeros shifted in). */
public final class ShRUIOp extends ArithBinaryOp {
  public static final OpType<ShRUIOp> TYPE = OpType.of(ArithOpDecls.withExact("arith.shrui", Trait.PURE)
      .summary("unsigned integer right shift")
      .folder(ArithFolders.SHRUI), ShRUIOp::new);

  private ShRUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShRUIOp match(Operation op) { return TYPE.match(op); }

  /** True when the op promises the result is exact ({@code exact}: no bits or remainder dropped). */
  public boolean isExact() { return op.attr("isExact") != null; }
}
