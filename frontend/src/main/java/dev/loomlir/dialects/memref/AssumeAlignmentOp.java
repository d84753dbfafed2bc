package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code memref.assume_alignment %m, n}: the same memref, promised to be aligned to n bytes. */
public final class AssumeAlignmentOp extends OpView {
  public static final OpType<AssumeAlignmentOp> TYPE = OpType.of(OpDef.op("memref.assume_alignment")
      .operand("memref", MemRefConstraints.MEMREF)
      .attr("alignment", MemRefAttrs.POSITIVE_I32)
      .result("result", MemRefConstraints.MEMREF)
      .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .allTypesMatch("memref", "result")
      .format("$memref `,` $alignment attr-dict `:` type($memref)")
      .verify(MemRefVerifiers::assumeAlignment)
      .implement(AsmResultNames.class, MemRefDecls.named("assume_align")), AssumeAlignmentOp::new);

  private AssumeAlignmentOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AssumeAlignmentOp match(Operation op) { return TYPE.match(op); }

  public Value memref() { return op.operand(0); }

  public long alignment() { return ((IntegerAttr) op.attr("alignment")).value(); }

  public OpResult result() { return op.result(); }
}
