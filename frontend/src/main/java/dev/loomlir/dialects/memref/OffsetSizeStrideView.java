package dev.loomlir.dialects.memref;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * The ops that take a source memref and offsets, sizes and strides, each mixing static values
 * ({@code static_offsets}, ...) and SSA operands: {@code memref.subview} and
 * {@code memref.reinterpret_cast} (upstream's {@code OffsetSizeAndStrideOpInterface}).
 */
public abstract sealed class OffsetSizeStrideView extends OpView permits SubViewOp, ReinterpretCastOp {
  OffsetSizeStrideView(Operation op) { super(op); }

  public final Value source() { return op.operand(0); }

  public final OpResult result() { return op.result(); }

  public final List<Value> offsets() { return op.operandGroup("offsets"); }

  public final List<Value> sizes() { return op.operandGroup("sizes"); }

  public final List<Value> strides() { return op.operandGroup("strides"); }

  /** The static offsets, {@link dev.loomlir.ir.ShapedType#DYNAMIC} where an operand of {@link #offsets()} stands. */
  public final long[] staticOffsets() { return longs("static_offsets"); }

  public final long[] staticSizes() { return longs("static_sizes"); }

  public final long[] staticStrides() { return longs("static_strides"); }

  private long[] longs(String name) {
    return op.attr(name) instanceof DenseArrayAttr d && d.ints() != null ? d.ints().clone() : new long[0];
  }

  /** Inserts an op of {@code type} viewing {@code source} as {@code resultType} through the three lists. */
  static Operation build(OpBuilder b, OpType<?> type, Location loc, Value source, MemRefType resultType,
                         MixedIndices offsets, MixedIndices sizes, MixedIndices strides) {
    OperationState s = b.state(type, loc);
    s.operands.add(source);
    s.operands.addAll(offsets.values());
    s.operands.addAll(sizes.values());
    s.operands.addAll(strides.values());
    s.addAttribute("operandSegmentSizes",
        OpBuilder.segmentSizes(1, offsets.values().size(), sizes.values().size(), strides.values().size()));
    s.addAttribute("static_offsets", DenseArrayAttr.ofLongs(IntegerType.I64, offsets.statics()));
    s.addAttribute("static_sizes", DenseArrayAttr.ofLongs(IntegerType.I64, sizes.statics()));
    s.addAttribute("static_strides", DenseArrayAttr.ofLongs(IntegerType.I64, strides.statics()));
    s.resultTypes.add(resultType);
    return b.insert(s);
  }
}
