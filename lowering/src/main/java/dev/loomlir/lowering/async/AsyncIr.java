package dev.loomlir.lowering.async;

import dev.loomlir.dialect.Trait;
import dev.loomlir.dialects.async_.GroupType;
import dev.loomlir.dialects.async_.TokenType;
import dev.loomlir.dialects.async_.ValueType;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.rewrite.OpBuilder;
import dev.loomlir.syntax.OperationState;
import java.util.ArrayList;
import java.util.List;

/** Small queries and builders on async IR shared by the async passes. */
final class AsyncIr {
  private AsyncIr() {}

  /** Tokens, values and groups: the objects the async runtime reference counts. */
  static boolean isRefCounted(Type type) {
    return type instanceof TokenType || type instanceof ValueType || type instanceof GroupType;
  }

  /** The closest enclosing {@code func.func} (not the op itself), or null. */
  static Operation enclosingFunc(Operation op) {
    Operation parent = op.parentOp();
    return parent == null ? null : parent.ancestorNamed("func.func");
  }

  static boolean isConstantLike(Operation op) {
    return op.def() != null && op.def().has(Trait.CONSTANT_LIKE);
  }

  /** True when {@code value} is defined outside {@code region} (it is "captured" by it). */
  static boolean isDefinedAbove(Value value, Region region) {
    Region defining = value.parentBlock() == null ? null : value.parentBlock().parentRegion();
    return defining == null || !region.isAncestorOf(defining);
  }

  /**
   * The values used inside {@code op}'s regions but defined outside of it, first use first, in
   * the post-order walk MLIR's {@code getUsedValuesDefinedAbove} makes (nested ops before their parents).
   */
  static List<Value> usedValuesDefinedAbove(Operation op) {
    List<Value> captured = new ArrayList<>();
    Region region = op.region(0);
    op.walkPostOrder(nested -> {
      for (Value v : nested.operands()) {
        if (isDefinedAbove(v, region) && !containsIdentity(captured, v)) captured.add(v);
      }
    });
    return captured;
  }

  static boolean containsIdentity(List<? extends Value> values, Value v) {
    for (Value x : values) if (x == v) return true;
    return false;
  }

  /** A copy of an op without regions or successors (used for constants). */
  static Operation cloneLeafOp(Operation op) {
    OperationState s = new OperationState(op.name(), op.def(), op.location());
    s.operands.addAll(op.operands());
    s.resultTypes.addAll(op.resultTypes());
    s.properties.putAll(op.properties());
    s.attributes.putAll(op.attributes());
    return s.build();
  }

  /** Redirects the uses of {@code from} located inside {@code region} to {@code to}. */
  static void replaceUsesInRegion(Value from, Value to, Region region) {
    for (var use : new ArrayList<>(from.uses())) {
      Block b = use.owner().parentBlock();
      if (b != null && region.isAncestorOf(b.parentRegion())) use.set(to);
    }
  }

  /** Creates an empty {@code func.func} (no blocks) at the builder's insertion point. */
  static Operation createFunc(OpBuilder b, Location loc, String name, Attribute functionType) {
    OperationState s = b.state("func.func", loc);
    s.addAttribute("sym_name", new StringAttr(name));
    s.addAttribute("function_type", functionType);
    s.addRegion();
    return b.insert(s);
  }
}
