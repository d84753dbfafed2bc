package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/**
 * {@code memref.reinterpret_cast %m to offset: [o], sizes: [...], strides: [...]}: the source's
 * buffer seen with a new offset (from its aligned pointer), sizes and strides; nothing is checked.
 */
public final class ReinterpretCastOp extends OffsetSizeStrideView {
  public static final OpType<ReinterpretCastOp> TYPE = OpType.of(
      MemRefDecls.offsetsSizesStrides(OpDef.op("memref.reinterpret_cast")
              .summary("memref reinterpret cast operation")
              .operand("source", MemRefConstraints.RANKED_OR_UNRANKED))
          .result("result", MemRefConstraints.STRIDED)
          .format("$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets)"
              + " `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes)"
              + " `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides)"
              + " attr-dict `:` type($source) `to` type($result)")
          .verify(MemRefVerifiers::reinterpretCast)
          .implement(AsmResultNames.class, MemRefDecls.named("reinterpret_cast")), ReinterpretCastOp::new);

  private ReinterpretCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReinterpretCastOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.reinterpret_cast source to offset: [...], sizes: [...], strides: [...]} typed {@code type}. */
  public static ReinterpretCastOp create(OpBuilder b, Location loc, Value source, MemRefType type, MixedIndices offset,
                                         MixedIndices sizes, MixedIndices strides) {
    return new ReinterpretCastOp(build(b, TYPE, loc, source, type, offset, sizes, strides));
  }
}
