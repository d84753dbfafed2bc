package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
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
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code vector.extract %v[2, %i]}: the element or sub-vector at a (static or dynamic) position
 * of the leading dimensions.
 */
public final class ExtractOp extends OpView {
  public static final OpType<ExtractOp> TYPE = OpType.of(OpDef.op("vector.extract")
      .summary("extract operation")
      .operand("vector", VectorTypes.ANY)
      .variadicOperand("dynamic_position", Types.INDEX)
      .attr("static_position", Attrs.DENSE_I64_ARRAY)
      .result("result", Types.ANY)
      .traits(Trait.PURE)
      .format("$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)")
      .verify(VectorChecks.sameElementType(0, 0, "operand and result have same element type"))
      .verify(ExtractOp::verify)
      .verify(op -> InferredTypes.check(op, List.of(inferResult(op)), ExtractOp::compatible))
      .folder(VectorFolds::extract)
      .implement(Canonicalization.class, VectorCanonicalization::extractPatterns), ExtractOp::new);

  private ExtractOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtractOp match(Operation op) { return TYPE.match(op); }

  /** Extracts at static {@code positions} from {@code vector}; the result type is inferred. */
  public static ExtractOp create(OpBuilder b, Location loc, Value vector, long... positions) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(vector);
    s.addAttribute("static_position", Positions.attr(positions));
    s.resultTypes.add(resultType((VectorType) vector.type(), positions.length));
    return new ExtractOp(b.insert(s));
  }

  /** Extracts at one dynamic {@code position} ({@code vector.extract %v[%i]}) from the leading dimension. */
  public static ExtractOp create(OpBuilder b, Location loc, Value vector, Value position) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(vector);
    s.operands.add(position);
    s.addAttribute("static_position", Positions.attr(Positions.DYNAMIC));
    s.resultTypes.add(resultType((VectorType) vector.type(), 1));
    return new ExtractOp(b.insert(s));
  }

  public Value vector() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) vector().type(); }

  public List<Value> dynamicPosition() { return operandsFrom(1); }

  public long[] staticPosition() { return VectorChecks.longs(op, "static_position"); }

  /** Each position: its constant, or null where a dynamic operand gives it. */
  public Long[] mixedPosition() { return Positions.mixed(staticPosition(), dynamicPosition()); }

  public boolean hasDynamicPosition() { return op.numOperands() > 1; }

  /** The element (all positions given) or the vector of the remaining trailing dimensions. */
  public static Type resultType(VectorType source, int positions) {
    return positions >= source.rank() ? source.elementType() : VectorTypes.trailing(source, source.rank() - positions);
  }

  private static Type inferResult(Operation op) {
    return resultType((VectorType) op.operand(0).type(), VectorChecks.longs(op, "static_position").length);
  }

  /** Upstream allows a 1-element vector where the element is inferred. */
  private static boolean compatible(Type inferred, Type actual) {
    return inferred.equals(actual)
        || actual instanceof VectorType v && v.numElements() == 1 && v.rank() == 1 && v.elementType().equals(inferred);
  }

  private static void verify(Operation op) {
    VectorType source = (VectorType) op.operand(0).type();
    long[] position = VectorChecks.longs(op, "static_position");
    if (op.result(0).type() instanceof VectorType r && r.rank() == 0) {
      throw DiagnosticException.error(op, "expected a scalar instead of a 0-d vector as the result type");
    }
    if (position.length > source.rank()) {
      throw VectorChecks.fail(op, "expected position attribute of rank no greater than vector rank");
    }
    Positions.checkDynamicCount(op, position, op.numOperands() - 1);
    for (int i = 0; i < position.length; i++) {
      long p = position[i];
      if (p == Positions.DYNAMIC || p == Positions.POISON) continue;
      if (p < 0 || p >= source.shape().get(i)) {
        throw VectorChecks.fail(op, "expected position attribute #" + (i + 1)
            + " to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)");
      }
    }
  }
}
