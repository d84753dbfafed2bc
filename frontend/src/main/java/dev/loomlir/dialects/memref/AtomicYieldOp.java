package dev.loomlir.dialects.memref;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code memref.atomic_yield %v}: the value a generic_atomic_rmw stores. */
public final class AtomicYieldOp extends OpView {
  public static final OpType<AtomicYieldOp> TYPE = OpType.of(OpDef.op("memref.atomic_yield")
      .summary("yield operation for GenericAtomicRMWOp")
      .operand("result", Types.ANY)
      .parents("memref.generic_atomic_rmw")
      .traits(Trait.PURE, Trait.TERMINATOR)
      .format("$result attr-dict `:` type($result)")
      .verify(MemRefVerifiers::atomicYield), AtomicYieldOp::new);

  private AtomicYieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AtomicYieldOp match(Operation op) { return TYPE.match(op); }

  public Value value() { return op.operand(0); }
}
