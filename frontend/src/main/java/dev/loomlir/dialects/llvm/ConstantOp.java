package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.mlir.constant(42 : i32) : i32}: an integer, float, string or elements constant. */
public final class ConstantOp extends OpView {
  public static final OpType<ConstantOp> TYPE = OpType.of(OpDef.op("llvm.mlir.constant")
      .attr("value", Attrs.ANY)
      .result("res", LlvmConstraints.LLVM_TYPE)
      .traits(Trait.PURE, Trait.CONSTANT_LIKE)
      .format("`(` $value `)` attr-dict `:` type($res)")
      .verify(LlvmVerifiers::verifyConstant), ConstantOp::new);

  private ConstantOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConstantOp match(Operation op) { return TYPE.match(op); }

  public Attribute value() { return op.attr("value"); }
}
