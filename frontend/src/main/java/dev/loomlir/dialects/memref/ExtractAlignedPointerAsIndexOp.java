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

/** {@code memref.extract_aligned_pointer_as_index}: the buffer's aligned pointer as an index. */
public final class ExtractAlignedPointerAsIndexOp extends OpView {
  public static final OpType<ExtractAlignedPointerAsIndexOp> TYPE = OpType.of(
      OpDef.op("memref.extract_aligned_pointer_as_index")
          .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
          .result("aligned_pointer", Types.INDEX)
          .traits(Trait.PURE)
          .format("$source `:` type($source) `->` type(results) attr-dict")
          .implement(AsmResultNames.class, MemRefDecls.named("intptr")), ExtractAlignedPointerAsIndexOp::new);

  private ExtractAlignedPointerAsIndexOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtractAlignedPointerAsIndexOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public OpResult alignedPointer() { return op.result(); }
}
