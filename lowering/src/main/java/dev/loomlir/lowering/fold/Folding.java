package dev.loomlir.lowering.fold;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies an op's fold to the IR, as upstream's {@code OpBuilder::tryFold}: constant results are
 * materialized by the op's dialect ({@link ConstantMaterializer}) at the rewriter's insertion
 * point. Shared by the greedy driver and by builders that fold what they create.
 */
public final class Folding {
  private Folding() {}

  /** What folding an op did. */
  public sealed interface Outcome {
    /** Nothing: the op does not fold, or a constant could not be materialized. */
    record Unchanged() implements Outcome {}

    /** The op was updated in place (e.g. constant operands moved right). */
    record InPlace() implements Outcome {}

    /** The op's results are to be replaced with {@code values}; the op itself is left for the caller. */
    record Replaced(List<Value> values) implements Outcome {}
  }

  /** Folds {@code op}; the constants of a {@link Outcome.Replaced} are inserted at {@code rewriter}'s insertion point. */
  public static Outcome tryFold(Rewriter rewriter, Operation op) {
    List<FoldResult> results = Folders.fold(op);
    if (results == null) return new Outcome.Unchanged();
    if (results.isEmpty()) return new Outcome.InPlace();
    List<Value> values = new ArrayList<>();
    List<Operation> materialized = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      // instanceof, not a pattern switch: that is an invokedynamic every opt run with a rewrite
      // pass links anew (docs/performance-notes.md, issue 18).
      FoldResult result = results.get(i);
      if (result instanceof FoldResult.Existing e) {
        values.add(e.value());
      } else if (result instanceof FoldResult.Constant c) {
        Operation constant = ConstantMaterializer.materialize(rewriter, op.dialectName(), c.value(),
            op.result(i).type(), op.location());
        if (constant == null) {
          for (Operation m : materialized) rewriter.eraseOp(m);
          return new Outcome.Unchanged();
        }
        materialized.add(constant);
        values.add(constant.result());
      } else {
        throw new AssertionError("unknown fold result " + result);
      }
    }
    return new Outcome.Replaced(values);
  }

  /**
   * Upstream's {@code createOrFold} for a single-result {@code op} just inserted by {@code rewriter}:
   * when it folds to other values, it is erased and its replacement returned (constants go at the
   * insertion point, where the op was); else its result.
   */
  public static Value createOrFold(Rewriter rewriter, Operation op) {
    if (!(tryFold(rewriter, op) instanceof Outcome.Replaced replaced)) return op.result();
    rewriter.eraseOp(op);
    return replaced.values().get(0);
  }
}
