package dev.loomlir.dialects.vector;

import dev.loomlir.dialects.arith.ArithAttrs;
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

/** {@code vector.reduction <add>, %v [, %acc]}: a 1-D (or 0-D) vector combined into one scalar, left to right. */
public final class ReductionOp extends OpView {
  public static final OpType<ReductionOp> TYPE = OpType.of(OpDef.op("vector.reduction")
      .summary("reduction operation")
      .attr("kind", VectorAttrs.COMBINING_KIND)
      .operand("vector", VectorTypes.ANY)
      .optionalOperand("acc", Types.ANY)
      .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
      .result("dest", Types.ANY)
      .traits(Trait.PURE)
      .typesMatchWith("dest and acc have the same type", "dest", "acc", t -> t)
      .format("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)")
      .verify(VectorChecks.sameElementType(0, 0, "source operand and result have same element type"))
      .verify(ReductionOp::verify)
      .implement(Maskable.class, op -> Maskable.maskOf((VectorType) op.operand(0).type())), ReductionOp::new);

  private ReductionOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReductionOp match(Operation op) { return TYPE.match(op); }

  /** Reduces {@code vector} by {@code kind}, starting from {@code acc} when it is not null. */
  public static ReductionOp create(OpBuilder b, Location loc, CombiningKind kind, Value vector, Value acc) {
    OperationState s = b.state(TYPE, loc);
    s.addAttribute("kind", new CombiningKindAttr(kind));
    s.operands.add(vector);
    if (acc != null) s.operands.add(acc);
    s.resultTypes.add(((VectorType) vector.type()).elementType());
    return new ReductionOp(b.insert(s));
  }

  public CombiningKind kind() { return ((CombiningKindAttr) op.attr("kind")).kind(); }

  public Value vector() { return op.operand(0); }

  public VectorType vectorType() { return (VectorType) vector().type(); }

  /** The accumulator, or null. */
  public Value acc() { return op.numOperands() > 1 ? op.operand(1) : null; }

  private static void verify(Operation op) {
    int rank = ((VectorType) op.operand(0).type()).rank();
    if (rank > 1) throw VectorChecks.fail(op, "unsupported reduction rank: " + rank);
    Type element = op.result(0).type();
    CombiningKind kind = ((CombiningKindAttr) op.attr("kind")).kind();
    if (!kind.supports(element)) {
      throw VectorChecks.fail(op, "unsupported reduction type ''" + element + "'' for kind '" + kind.keyword + "'");
    }
  }
}
