package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.return %x : i32}: returns from the enclosing {@code llvm.func}. */
public final class ReturnOp extends OpView {
  public static final OpType<ReturnOp> TYPE = OpType.of(OpDef.op("llvm.return")
      .optionalOperand("arg", LlvmConstraints.LLVM_TYPE)
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .parents("llvm.func")
      .format("attr-dict ($arg^ `:` type($arg))?")
      .verify(LlvmVerifiers::verifyReturn), ReturnOp::new);

  private ReturnOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReturnOp match(Operation op) { return TYPE.match(op); }
}
