package dev.loomlir.syntax.parse;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Context;
import dev.loomlir.ir.Operation;

/** Parses MLIR text into a {@code builtin.module}. */
public final class Parser {
  private Parser() {}

  /**
   * Parses a whole buffer. Top-level ops other than a single {@code builtin.module} are wrapped
   * in an implicit module, as mlir-opt does. Errors throw {@link dev.loomlir.ir.DiagnosticException}.
   */
  public static Operation parseModule(Context ctx, SourceBuffer buffer) {
    return new OperationParser(ctx, buffer).parseModule();
  }
}
