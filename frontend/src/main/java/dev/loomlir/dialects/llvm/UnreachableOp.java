package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.unreachable}: control never gets here (loomlir: a run-time error if it does). */
public final class UnreachableOp extends OpView {
  public static final OpType<UnreachableOp> TYPE = OpType.of(OpDef.op("llvm.unreachable")
      .traits(Trait.TERMINATOR)
      .format("attr-dict"), UnreachableOp::new);

  private UnreachableOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UnreachableOp match(Operation op) { return TYPE.match(op); }
}
