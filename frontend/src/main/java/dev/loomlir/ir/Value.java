package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/** An SSA value: an operation result or a block argument. Tracks its uses. */
public abstract sealed class Value permits OpResult, BlockArgument {
  private final Type type;
  private final List<OpOperand> uses = new ArrayList<>(2);

  protected Value(Type type) { this.type = type; }

  public Type type() { return type; }

  /** A live view of the operands that use this value. */
  public List<OpOperand> uses() { return java.util.Collections.unmodifiableList(uses); }

  public boolean hasUses() { return !uses.isEmpty(); }

  /** The operation that defines this value, or null for a block argument. */
  public abstract Operation definingOp();

  /** The block whose scope this value belongs to (the defining op's block, or the argument's block). */
  public abstract Block parentBlock();

  /** Redirects every use of this value to {@code replacement}. */
  public void replaceAllUsesWith(Value replacement) {
    if (replacement == this) return;
    for (OpOperand use : new ArrayList<>(uses)) use.set(replacement);
  }

  void addUse(OpOperand use) { uses.add(use); }

  void removeUse(OpOperand use) {
    for (int i = uses.size() - 1; i >= 0; i--) {
      if (uses.get(i) == use) {
        uses.remove(i);
        return;
      }
    }
  }
}
