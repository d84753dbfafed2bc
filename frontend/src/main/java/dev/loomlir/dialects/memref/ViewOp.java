package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code memref.view %buf[%shift][%sizes]}: a 1-D i8 buffer seen, from a byte shift on, as a memref of another type. */
public final class ViewOp extends OpView {
  public static final OpType<ViewOp> TYPE = OpType.of(OpDef.op("memref.view")
      .summary("memref view operation")
      .operand("source", MemRefConstraints.RANK_1_I8)
      .operand("byte_shift", Types.INDEX)
      .variadicOperand("sizes", Types.INDEX)
      .result("result", MemRefConstraints.MEMREF)
      .traits(Trait.PURE)
      .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
      .verify(MemRefVerifiers::view)
      .implement(AsmResultNames.class, MemRefDecls.named("view")), ViewOp::new);

  private ViewOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ViewOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public Value byteShift() { return op.operand(1); }

  /** The result's dynamic sizes. */
  public List<Value> sizes() { return operandsFrom(2); }

  public OpResult result() { return op.result(); }
}
