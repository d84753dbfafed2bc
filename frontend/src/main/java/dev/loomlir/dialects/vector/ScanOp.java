package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.dialects.memref.MemRefAttrs;

/**
 * {@code vector.scan <add>, %v, %init {reduction_dim, inclusive}}: prefix combinations along one
 * dimension (each including its own element when inclusive), and the last combination.
 */
public final class ScanOp extends OpView {
  public static final OpType<ScanOp> TYPE = OpType.of(OpDef.op("vector.scan")
      .summary("Scan operation")
      .attr("kind", VectorAttrs.COMBINING_KIND)
      .operand("source", VectorTypes.NON_ZERO_RANK)
      .operand("initial_value", VectorTypes.ANY)
      .attr("reduction_dim", Attrs.I64)
      .attr("inclusive", MemRefAttrs.BOOL)
      .result("dest", VectorTypes.NON_ZERO_RANK)
      .result("accumulated_value", VectorTypes.ANY)
      .traits(Trait.PURE)
      .allTypesMatch("source", "dest")
      .allTypesMatch("initial_value", "accumulated_value")
      .format("$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)")
      .verify(ScanOp::verify)
      .implement(AsmResultNames.class, op -> new String[] {"dest", "accumulated_value"}), ScanOp::new);

  private ScanOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ScanOp match(Operation op) { return TYPE.match(op); }

  public CombiningKind kind() { return ((CombiningKindAttr) op.attr("kind")).kind(); }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  public Value initialValue() { return op.operand(1); }

  public int reductionDim() { return (int) ((IntegerAttr) op.attr("reduction_dim")).value(); }

  public boolean inclusive() { return ((IntegerAttr) op.attr("inclusive")).boolValue(); }

  private static void verify(Operation op) {
    VectorType source = (VectorType) op.operand(0).type(), init = (VectorType) op.operand(1).type();
    long dim = ((IntegerAttr) op.attr("reduction_dim")).value();
    if (dim >= source.rank()) {
      throw VectorChecks.fail(op, "reduction dimension " + dim + " has to be less than " + source.rank());
    }
    if (init.rank() != source.rank() - 1) {
      throw VectorChecks.fail(op, "initial value rank " + init.rank() + " has to be equal to " + (source.rank() - 1));
    }
    if (!VectorTypes.dropDim(source, (int) dim).shape().equals(init.shape())) {
      throw VectorChecks.fail(op, "incompatible input/initial value shapes");
    }
    CombiningKind kind = ((CombiningKindAttr) op.attr("kind")).kind();
    if (!kind.supports(source.elementType())) {
      throw VectorChecks.fail(op, "unsupported reduction type '" + source.elementType() + "' for kind '" + kind.keyword + "'");
    }
  }
}
