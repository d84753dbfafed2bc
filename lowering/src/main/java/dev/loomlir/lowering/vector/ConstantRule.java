package dev.loomlir.lowering.vector;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A dense vector constant: one scalar constant per distinct element (a splat is one constant in every lane). */
final class ConstantRule {
  private ConstantRule() {}

  /** Constant-like ops (arith.constant) are matched by trait, not registered by type. */
  static boolean applies(Operation op) {
    return op.isRegistered() && op.def().has(Trait.CONSTANT_LIKE) && op.numResults() == 1
        && op.result(0).type() instanceof VectorType && op.attr("value") instanceof DenseElementsAttr;
  }

  static List<List<Value>> apply(Operation op, Lanes lanes) {
    DenseElementsAttr d = (DenseElementsAttr) op.attr("value");
    VectorType t = (VectorType) op.result(0).type();
    Map<Attribute, Value> made = new HashMap<>();
    List<Value> out = new ArrayList<>();
    for (long i = 0; i < t.numElements(); i++) {
      Attribute a = d.element(i);
      out.add(made.computeIfAbsent(a, k -> lanes.constant(k, t.elementType())));
    }
    return List.of(out);
  }
}
