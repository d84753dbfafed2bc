package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code llvm.load %p : !llvm.ptr -> f32}. */
public final class LoadOp extends OpView {
  public static final OpType<LoadOp> TYPE = OpType.of(OpDef.op("llvm.load")
      .operand("addr", LlvmConstraints.POINTER)
      .result("res", LlvmConstraints.LLVM_TYPE)
      .optionalAttr("alignment", LlvmAttrs.I64)
      .optionalAttr("volatile_", Attrs.UNIT)
      .optionalAttr("nontemporal", Attrs.UNIT)
      .optionalAttr("invariant", Attrs.UNIT)
      .optionalAttr("invariantGroup", Attrs.UNIT)
      .defaultAttr("ordering", LlvmAttrs.I64, IntegerAttr.of(0, IntegerType.I64))
      .format("(`volatile` $volatile_^)? $addr (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? "
          + "attr-dict `:` qualified(type($addr)) `->` type($res)")
      .verify(LlvmVerifiers::verifyLoadStoreType), LoadOp::new);

  private LoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LoadOp match(Operation op) { return TYPE.match(op); }

  public Value addr() { return op.operand(0); }
}
