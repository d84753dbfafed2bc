package dev.loomlir.dialects.vector;

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
import java.util.Collections;
import java.util.List;

/** {@code %e:4 = vector.to_elements %v}: every element of a vector as a scalar, in row-major order. */
public final class ToElementsOp extends OpView {
  public static final OpType<ToElementsOp> TYPE = OpType.of(OpDef.op("vector.to_elements")
      .summary("operation that decomposes a vector into all its scalar elements")
      .operand("source", VectorTypes.ANY)
      .variadicResult("elements", Types.ANY)
      .traits(Trait.PURE)
      .inferResultTypes(s -> s.operands.isEmpty() || !(s.operands.get(0).type() instanceof VectorType v) ? null
          : elementTypes(v))
      .format("$source attr-dict `:` type($source)")
      .verify(ToElementsOp::verify)
      .folder(VectorFolds::toElements), ToElementsOp::new);

  private ToElementsOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ToElementsOp match(Operation op) { return TYPE.match(op); }

  public static ToElementsOp create(OpBuilder b, Location loc, Value source) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(source);
    s.resultTypes.addAll(elementTypes((VectorType) source.type()));
    return new ToElementsOp(b.insert(s));
  }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  public List<Value> elements() { return List.copyOf(op.results()); }

  private static List<Type> elementTypes(VectorType v) {
    return Collections.nCopies((int) Math.min(v.numElements(), Integer.MAX_VALUE), v.elementType());
  }

  private static void verify(Operation op) {
    VectorType source = (VectorType) op.operand(0).type();
    boolean ok = op.numResults() == source.numElements();
    for (int i = 0; ok && i < op.numResults(); i++) ok = op.result(i).type().equals(source.elementType());
    if (!ok) throw VectorChecks.fail(op, "failed to verify that shaped type 'source' matches 'elements' element count and types");
  }
}
