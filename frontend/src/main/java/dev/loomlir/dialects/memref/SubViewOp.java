package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code memref.subview %m[offsets] [sizes] [strides]}: a strided window of a memref, possibly dropping unit dimensions. */
public final class SubViewOp extends OffsetSizeStrideView {
  public static final OpType<SubViewOp> TYPE = OpType.of(
      MemRefDecls.offsetsSizesStrides(OpDef.op("memref.subview")
              .summary("memref subview operation")
              .operand("source", MemRefConstraints.MEMREF))
          .result("result", MemRefConstraints.MEMREF)
          .format("$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes)"
              + " custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)")
          .verify(SubViewTypes::verify)
          .implement(AsmResultNames.class, MemRefDecls.named("subview")), SubViewOp::new);

  private SubViewOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SubViewOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.subview source[offsets] [sizes] [strides]} typed {@code type}. */
  public static SubViewOp create(OpBuilder b, Location loc, Value source, MemRefType type, MixedIndices offsets,
                                 MixedIndices sizes, MixedIndices strides) {
    return new SubViewOp(build(b, TYPE, loc, source, type, offsets, sizes, strides));
  }
}
