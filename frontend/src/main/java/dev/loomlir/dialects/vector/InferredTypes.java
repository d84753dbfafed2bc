package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Diagnostic;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Severity;
import dev.loomlir.ir.Type;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Upstream's {@code InferTypeOpInterface} check, run after an op's own verifier: the result types
 * must be (compatible with) the ones the op infers from its operands and attributes. On a
 * mismatch MLIR reports two errors at the op, which this reproduces.
 */
final class InferredTypes {
  private InferredTypes() {}

  /** Results must equal what {@code infer} computes. */
  static void check(Operation op, List<Type> inferred) { check(op, inferred, Type::equals); }

  static void check(Operation op, List<Type> inferred, BiPredicate<Type, Type> compatible) {
    List<Type> actual = op.resultTypes();
    boolean ok = inferred.size() == actual.size();
    for (int i = 0; ok && i < actual.size(); i++) ok = compatible.test(inferred.get(i), actual.get(i));
    if (ok) return;
    DiagnosticException e = DiagnosticException.opError(op, "inferred type(s) " + quoted(inferred)
        + " are incompatible with return type(s) of operation " + quoted(actual));
    e.diagnostic().followedBy(new Diagnostic(Severity.ERROR, op.location(), "'" + op.name() + "' op failed to infer returned types"));
    throw e;
  }

  static Function<Operation, List<Type>> none() { return op -> null; }

  private static String quoted(List<Type> types) {
    return types.stream().map(t -> "'" + t + "'").collect(Collectors.joining(", "));
  }
}
