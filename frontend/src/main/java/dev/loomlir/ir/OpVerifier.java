package dev.loomlir.ir;

/** Extra verification of one op; reports a problem by throwing {@link dev.loomlir.ir.DiagnosticException}. */
@FunctionalInterface
public interface OpVerifier {
  void verify(Operation op);
}
