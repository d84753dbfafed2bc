package dev.loomlir.verify;

import dev.loomlir.ir.Operation;

/** Verifies an op and everything nested in it: structure, each op's declaration, and its extra rules. */
public final class Verifier {
  private Verifier() {}

  /** Throws {@link dev.loomlir.diag.DiagnosticException} at the first problem found. */
  public static void verify(Operation op) {
    throw new IllegalStateException("verifier not built yet");
  }
}
