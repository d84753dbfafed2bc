package dev.loomlir.lowering.driver;

import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rewriter of a {@link DialectConversion}: like MLIR's {@code ConversionPatternRewriter},
 * replacing or erasing an op only records it. The op stays in the IR, still defining its results
 * for every later fold and pattern, until {@link #commit} redirects the uses and erases it.
 * Ops it creates are logged so that the driver can legalize them.
 */
final class ConversionRewriter extends PatternRewriter {
  private final List<Operation> created;
  /** Replaced result to replacement, in the order of the replacements (values compare by identity). */
  private final Map<Value, Value> replacements = new LinkedHashMap<>();
  private final List<Operation> erased = new ArrayList<>();
  private final Set<Operation> erasedSet = Collections.newSetFromMap(new IdentityHashMap<>());

  ConversionRewriter(OpRegistry ops) { this(ops, new ArrayList<>()); }

  private ConversionRewriter(OpRegistry ops, List<Operation> created) {
    // Ops moved by inlining are reported as inserted too; only the ops built count as created (the
    // moved ones get their own turn in the driver's pre-order list).
    super(ops, new Listener() {
      @Override public void inserted(Operation op) { }
      @Override public void modified(Operation op) { }
      @Override public void erased(Operation op) { }
    });
    this.created = created;
  }

  @Override public Operation insert(OperationState state) {
    Operation op = super.insert(state);
    created.add(op);
    return op;
  }

  /** True when {@code op}, or an op it is nested in, has been replaced or erased (the driver skips it). */
  boolean isErased(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) if (erasedSet.contains(o)) return true;
    return false;
  }

  /** How many ops were created so far: a mark for {@link #createdSince}. */
  int createdCount() { return created.size(); }

  /** The ops created after {@code mark}, in creation order. */
  List<Operation> createdSince(int mark) { return List.copyOf(created.subList(mark, created.size())); }

  @Override public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.numResults()) {
      throw new IllegalArgumentException("replacing " + op.name() + " with " + values.size() + " values");
    }
    for (int i = 0; i < values.size(); i++) replacements.put(op.result(i), values.get(i));
    eraseOp(op);
  }

  @Override public void eraseOp(Operation op) {
    if (erasedSet.add(op)) erased.add(op);
  }

  /** Applies the recorded replacements (following chains of them) and erases the recorded ops. */
  void commit() {
    for (Value from : replacements.keySet()) from.replaceAllUsesWith(finalValue(from));
    for (Operation op : erased) op.erase();
  }

  private Value finalValue(Value v) {
    Value target = replacements.get(v);
    while (replacements.containsKey(target)) target = replacements.get(target);
    return target;
  }
}
