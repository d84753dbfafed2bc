package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code memref.expand_shape %m [[0, 1], [2]] output_shape [...]}: splits each source dimension into a group. */
public final class ExpandShapeOp extends OpView {
  public static final OpType<ExpandShapeOp> TYPE = OpType.of(OpDef.op("memref.expand_shape")
      .summary("operation to produce a memref with a higher rank.")
      .operand("src", MemRefConstraints.STRIDED)
      .attr("reassociation", ReassociationKind.INSTANCE)
      .variadicOperand("output_shape", Types.INDEX)
      .attr("static_output_shape", Attrs.DENSE_I64_ARRAY)
      .result("result", MemRefConstraints.STRIDED)
      .traits(Trait.PURE)
      .format("$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`"
          + " type($src) `into` type($result)")
      .verify(ReshapeRules::verifyExpand)
      .implement(AsmResultNames.class, MemRefDecls.named("expand_shape")), ExpandShapeOp::new);

  private ExpandShapeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExpandShapeOp match(Operation op) { return TYPE.match(op); }

  public Value src() { return op.operand(0); }

  /** For each source dimension, the result dimensions it splits into. */
  public int[][] reassociation() { return ReassociationKind.groups(op.attr("reassociation")); }

  /** The dynamic entries of the output shape. */
  public List<Value> outputShape() { return operandsFrom(1); }

  /** The output shape, {@link dev.loomlir.ir.ShapedType#DYNAMIC} where an operand of {@link #outputShape()} stands. */
  public long[] staticOutputShape() {
    return op.attr("static_output_shape") instanceof DenseArrayAttr d && d.ints() != null ? d.ints().clone() : new long[0];
  }

  public OpResult result() { return op.result(); }
}
