package dev.loomlir.lowering.pass;

/**
 * A pass failed without a diagnostic of its own (upstream's {@code signalPassFailure()} after
 * nothing was emitted, e.g. {@code canonicalize{test-convergence}} that did not converge): the
 * tool stops with exit code 1 and prints nothing more.
 */
public final class PassFailure extends RuntimeException {
  public PassFailure() { super("pass failed", null, false, false); }
}
