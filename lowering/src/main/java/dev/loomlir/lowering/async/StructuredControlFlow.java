package dev.loomlir.lowering.async;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import java.util.function.Predicate;

/**
 * Coroutine suspension splits blocks, which is only possible in the function's own CFG: the
 * {@code scf} ops of a coroutine that hold async ops are lowered to {@code cf} within the async
 * conversion (outermost first, as upstream's conversion does with its dynamically illegal scf
 * ops); scf ops without async ops stay structured.
 */
final class StructuredControlFlow {
  private StructuredControlFlow() {}

  /** Makes the scf ops that hold an async op of a coroutine ({@code inCoroutine}) illegal. */
  static void markIllegalAroundAsyncOps(ConversionTarget target, Predicate<Operation> inCoroutine) {
    target.addDynamicallyLegalDialect("scf", op -> !holdsAsyncOpOfCoroutine(op, inCoroutine));
  }

  /** The patterns that lower them. */
  static List<RewritePattern> patterns() { return ScfToControlFlowPass.patterns(); }

  private static boolean holdsAsyncOpOfCoroutine(Operation op, Predicate<Operation> inCoroutine) {
    if (op.numRegions() == 0) return false;
    boolean[] found = {false};
    op.walk(nested -> {
      if (!found[0] && nested.dialectName().equals("async") && inCoroutine.test(nested)) found[0] = true;
    });
    return found[0];
  }
}
