package dev.loomlir.dialect;

import dev.loomlir.ir.Operation;

/** Extra verification of one op; reports a problem by throwing {@link dev.loomlir.diag.DiagnosticException}. */
@FunctionalInterface
public interface OpVerifier {
  void verify(Operation op);
}
