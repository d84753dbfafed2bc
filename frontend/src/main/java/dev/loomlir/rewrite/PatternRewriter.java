package dev.loomlir.rewrite;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Rewriter} that reports its edits to a {@link Listener} (the greedy driver's worklist),
 * as MLIR's {@code RewriterBase::Listener}. Patterns that change an op's operands or attributes
 * in place call {@link #modified}.
 */
public class PatternRewriter extends Rewriter {
  /** What a driver wants to hear about. */
  public interface Listener {
    void inserted(Operation op);

    void modified(Operation op);

    /** Called before {@code op} (and, first, each op nested in it) is erased. */
    void erased(Operation op);
  }

  private final Listener listener;

  public PatternRewriter(OpRegistry ops, Listener listener) {
    super(ops);
    this.listener = listener;
  }

  @Override public Operation insert(OperationState state) {
    Operation op = super.insert(state);
    listener.inserted(op);
    return op;
  }

  public void modified(Operation op) { listener.modified(op); }

  /** Moves {@code op} before {@code anchor}, reporting it as modified. */
  public void moveBefore(Operation op, Operation anchor) {
    op.moveBefore(anchor);
    listener.modified(op);
  }

  @Override public void replaceOp(Operation op, List<? extends Value> values) {
    for (int i = 0; i < op.numResults(); i++) replaceAllUsesWith(op.result(i), values.get(i));
    eraseOp(op);
  }

  /** Redirects the uses of {@code from}, reporting each user as modified. */
  public void replaceAllUsesWith(Value from, Value to) {
    if (from == to) return;
    for (OpOperand use : new ArrayList<>(from.uses())) {
      use.set(to);
      listener.modified(use.owner());
    }
  }

  @Override public void inlineBlockBefore(Block source, Block dest, Operation anchor, List<? extends Value> argValues) {
    for (int i = 0; i < source.numArguments(); i++) replaceAllUsesWith(source.argument(i), argValues.get(i));
    List<Operation> moved = source.operations();
    super.inlineBlockBefore(source, dest, anchor, argValues);
    for (Operation op : moved) listener.inserted(op);
  }

  @Override public void eraseBlock(Block block) {
    for (Operation op : block) {
      op.walkPostOrder(listener::erased);
      listener.erased(op);
    }
    super.eraseBlock(block);
  }

  @Override public void eraseOp(Operation op) {
    op.walkPostOrder(listener::erased);
    listener.erased(op);
    super.eraseOp(op);
  }
}
