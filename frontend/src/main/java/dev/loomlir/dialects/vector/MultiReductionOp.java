package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.multi_reduction <add>, %v, %acc [0, 2]}: the reduction dimensions combined away,
 * starting from the accumulator; the others stay (a scalar when all are reduced).
 */
public final class MultiReductionOp extends OpView {
  public static final OpType<MultiReductionOp> TYPE = OpType.of(OpDef.op("vector.multi_reduction")
      .summary("Multi-dimensional reduction operation")
      .attr("kind", VectorAttrs.COMBINING_KIND)
      .operand("source", VectorTypes.NON_ZERO_RANK)
      .operand("acc", Types.ANY)
      .attr("reduction_dims", Attrs.DENSE_I64_ARRAY)
      .result("dest", Types.ANY)
      .traits(Trait.PURE)
      .allTypesMatch("dest", "acc")
      .format("$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)")
      .verify(VectorChecks.sameElementType(0, 0, "source operand and result have same element type"))
      .verify(MultiReductionOp::verify)
      .implement(Maskable.class, op -> Maskable.maskOf((VectorType) op.operand(0).type())), MultiReductionOp::new);

  private MultiReductionOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MultiReductionOp match(Operation op) { return TYPE.match(op); }

  public static MultiReductionOp create(OpBuilder b, Location loc, CombiningKind kind, Value source, Value acc, long... dims) {
    OperationState s = b.state(TYPE, loc);
    s.addAttribute("kind", new CombiningKindAttr(kind));
    s.operands.add(source);
    s.operands.add(acc);
    s.addAttribute("reduction_dims", Positions.attr(dims));
    s.resultTypes.add(acc.type());
    return new MultiReductionOp(b.insert(s));
  }

  public CombiningKind kind() { return ((CombiningKindAttr) op.attr("kind")).kind(); }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  public Value acc() { return op.operand(1); }

  public long[] reductionDims() { return VectorChecks.longs(op, "reduction_dims"); }

  /** For each source dimension, whether it is reduced. */
  public boolean[] reductionMask() {
    boolean[] mask = new boolean[sourceType().rank()];
    for (long d : reductionDims()) if (d >= 0 && d < mask.length) mask[(int) d] = true;
    return mask;
  }

  /** The source's dimensions that are not reduced (its element type when none stays). */
  static Type resultType(VectorType source, long[] dims) {
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    for (int i = 0; i < source.rank(); i++) {
      boolean reduced = false;
      for (long d : dims) reduced |= d == i;
      if (!reduced) {
        shape.add(source.shape().get(i));
        scalable.add(source.scalable().get(i));
      }
    }
    return shape.isEmpty() ? source.elementType() : new VectorType(shape, source.elementType(), scalable);
  }

  private static void verify(Operation op) {
    VectorType source = (VectorType) op.operand(0).type();
    Type expected = resultType(source, VectorChecks.longs(op, "reduction_dims"));
    if (!expected.equals(op.result(0).type())) {
      throw VectorChecks.fail(op, "destination type '" + op.result(0).type() + "' is incompatible with source type '" + source + "'");
    }
  }
}
