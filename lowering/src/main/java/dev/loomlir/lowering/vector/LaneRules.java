package dev.loomlir.lowering.vector;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The {@link LaneRule} of each op kind the scalarizer computes lane by lane: the vector ops that
 * move or combine lanes, constants, and every elementwise op (arith, math, {@code vector.fma}),
 * which is repeated per lane. Ops without a rule keep vectors (the code generator's arrays).
 */
final class LaneRules {
  private final Map<OpDef, LaneRule> rules = new IdentityHashMap<>();

  static final LaneRules STANDARD = standard();

  private static LaneRules standard() {
    LaneRules r = new LaneRules();
    DataMovementRules.register(r);
    ComputeRules.register(r);
    BitCastRule.register(r);
    return r;
  }

  void add(OpType<?> type, LaneRule rule) { rules.put(type.def(), rule); }

  /** The rule for {@code op}, or null. */
  LaneRule ruleFor(Operation op) {
    if (!op.isRegistered()) return null;
    if (ConstantRule.applies(op)) return ConstantRule::apply;
    LaneRule rule = rules.get(op.def());
    if (rule != null) return rule;
    return op.def().has(Trait.ELEMENTWISE) && op.numRegions() == 0 ? ElementwiseRule.INSTANCE : null;
  }
}
