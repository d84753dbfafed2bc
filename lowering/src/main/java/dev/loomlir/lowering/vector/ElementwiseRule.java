package dev.loomlir.lowering.vector;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * An elementwise op on vectors is the same op on each lane: lane {@code k} of each result comes
 * from a copy of the op (same properties and attributes) on lane {@code k} of its vector operands
 * and its scalar operands as they are ({@code arith.select}'s scalar condition).
 */
final class ElementwiseRule implements LaneRule {
  static final ElementwiseRule INSTANCE = new ElementwiseRule();

  private ElementwiseRule() {}

  @Override public List<List<Value>> apply(Operation op, Lanes lanes) {
    int n = lanesOf(op);
    List<List<Value>> results = new ArrayList<>();
    for (int r = 0; r < op.numResults(); r++) results.add(new ArrayList<>(n));
    List<List<Value>> operands = new ArrayList<>();
    for (Value v : op.operands()) operands.add(v.type() instanceof VectorType ? lanes.of(v) : null);
    for (int k = 0; k < n; k++) {
      OperationState s = new OperationState(op.name(), op.def(), op.location());
      for (int i = 0; i < op.numOperands(); i++) s.operands.add(operands.get(i) == null ? op.operand(i) : operands.get(i).get(k));
      for (Value r : op.results()) s.resultTypes.add(elementType(r.type()));
      s.properties.putAll(op.properties());
      s.attributes.putAll(op.attributes());
      Operation lane = lanes.builder().insert(s);
      for (int r = 0; r < op.numResults(); r++) results.get(r).add(lane.result(r));
    }
    return results;
  }

  private static int lanesOf(Operation op) {
    for (Value r : op.results()) if (r.type() instanceof VectorType v) return (int) v.numElements();
    for (Value o : op.operands()) if (o.type() instanceof VectorType v) return (int) v.numElements();
    return 1;
  }

  private static Type elementType(Type t) { return t instanceof VectorType v ? v.elementType() : t; }
}
