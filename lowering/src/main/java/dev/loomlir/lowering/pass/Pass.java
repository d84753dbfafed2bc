package dev.loomlir.lowering.pass;

import dev.loomlir.ir.Operation;

/**
 * A transformation run on one operation (the op its pipeline is anchored on, e.g. a
 * {@code builtin.module} or each {@code func.func}), declared by a {@link PassDeclaration}.
 * Failures are reported by throwing {@link dev.loomlir.ir.DiagnosticException}.
 */
public interface Pass {
  void run(Operation op, PassContext context);
}
