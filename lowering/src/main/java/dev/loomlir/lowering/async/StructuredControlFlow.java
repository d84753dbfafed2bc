package dev.loomlir.lowering.async;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;

/**
 * Coroutine suspension splits blocks, which is only possible in the function's own CFG: the
 * {@code scf} ops of a coroutine that hold async ops are lowered to {@code cf} first (outermost
 * first, as upstream's conversion does with its dynamically illegal scf ops); scf ops without
 * async ops stay structured.
 */
final class StructuredControlFlow {
  private StructuredControlFlow() {}

  static void lowerAroundAsyncOps(Operation coroutine) {
    ScfToControlFlowPass.convert(coroutine, new ConversionTarget()
        .addDynamicallyLegalDialect("scf", op -> op.numRegions() == 0 || !holdsAsyncOp(op)));
  }

  private static boolean holdsAsyncOp(Operation op) {
    boolean[] found = {false};
    op.walk(nested -> {
      if (nested.dialectName().equals("async")) found[0] = true;
    });
    return found[0];
  }
}
