package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code llvm.store %v, %p : f32, !llvm.ptr}. */
public final class StoreOp extends OpView {
  public static final OpType<StoreOp> TYPE = OpType.of(OpDef.op("llvm.store")
      .operand("value", LlvmConstraints.LLVM_TYPE)
      .operand("addr", LlvmConstraints.POINTER)
      .optionalAttr("alignment", LlvmAttrs.I64)
      .optionalAttr("volatile_", Attrs.UNIT)
      .optionalAttr("nontemporal", Attrs.UNIT)
      .optionalAttr("invariantGroup", Attrs.UNIT)
      .defaultAttr("ordering", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .format("(`volatile` $volatile_^)? $value `,` $addr (`invariant_group` $invariantGroup^)? "
          + "attr-dict `:` type($value) `,` qualified(type($addr))")
      .verify(LlvmVerifiers::verifyLoadStoreType), StoreOp::new);

  private StoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StoreOp match(Operation op) { return TYPE.match(op); }

  public Value value() { return op.operand(0); }

  public Value addr() { return op.operand(1); }
}
