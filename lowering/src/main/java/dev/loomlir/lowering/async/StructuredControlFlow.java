package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import java.util.function.Predicate;

/**
 * Coroutine suspension and error branches split blocks, which is only possible in the function's
 * own CFG: the {@code scf} ops of a coroutine that hold such ops are lowered to {@code cf} within
 * the async conversion (outermost first, as upstream's conversion does with its dynamically
 * illegal scf ops); other scf ops stay structured.
 *
 * <p>Only ops of the coroutine itself count, never those in the body of an {@code async.execute}
 * nested in it: that body becomes a coroutine of its own when {@code async-to-async-runtime}
 * outlines it, and its scf ops are that coroutine's business. (Counting them lowered the
 * {@code scf.if} of an execute in an {@code async.func} to blocks, which an execute's one-block
 * body cannot hold.)
 */
final class StructuredControlFlow {
  private StructuredControlFlow() {}

  /**
   * Makes illegal the scf ops of coroutines ({@code inCoroutine}) that hold, outside nested
   * executes, an op for which {@code splitsBlocks} holds.
   */
  static void markIllegalAround(ConversionTarget target, Predicate<Operation> inCoroutine,
                                Predicate<Operation> splitsBlocks) {
    target.addDynamicallyLegalDialect("scf", op -> !holds(op, inCoroutine, splitsBlocks));
  }

  /** Upstream's rule (any async op of a coroutine), and {@code cf.assert}, which upstream lowers to a branch inside the region. */
  static boolean asyncOpOrAssert(Operation op) {
    return op.dialectName().equals("async") || AssertOp.is(op);
  }

  /** What {@code async-func-to-async-runtime} lowers to suspensions and branches. */
  static boolean awaitOrAssert(Operation op) {
    return AwaitOp.is(op) || AwaitAllOp.is(op) || AssertOp.is(op);
  }

  /** The patterns that lower them. */
  static List<RewritePattern> patterns() { return ScfToControlFlowPass.patterns(); }

  private static boolean holds(Operation scf, Predicate<Operation> inCoroutine, Predicate<Operation> splitsBlocks) {
    if (scf.numRegions() == 0 || insideExecute(scf, null) || !inCoroutine.test(scf)) return false;
    boolean[] found = {false};
    scf.walk(nested -> {
      if (!found[0] && nested != scf && splitsBlocks.test(nested) && !insideExecute(nested, scf)) found[0] = true;
    });
    return found[0];
  }

  /** True when an {@code async.execute} encloses {@code op} below {@code above} (null: anywhere in its function). */
  private static boolean insideExecute(Operation op, Operation above) {
    for (Operation p = op.parentOp(); p != null && p != above; p = p.parentOp()) {
      if (ExecuteOp.is(p)) return true;
      if (dev.loomlir.dialects.func.FuncOp.is(p)) return false;
    }
    return false;
  }
}
