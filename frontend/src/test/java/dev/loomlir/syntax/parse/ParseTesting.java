package dev.loomlir.syntax.parse;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Context;
import dev.loomlir.ir.Diagnostic;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;

/** Shared helpers: parse text into a module, or expect a diagnostic rendered as {@code line:col: message}. */
final class ParseTesting {
  private ParseTesting() {}

  static Operation parse(Context ctx, String text) {
    return Parser.parseModule(ctx, new SourceBuffer("in.mlir", text));
  }

  static Operation parse(String text) { return parse(TestDialects.context(), text); }

  static Operation parseUnregistered(String text) {
    return parse(TestDialects.context().setAllowUnregisteredDialects(true), text);
  }

  /** The error as {@code line:col: message}. */
  static String error(Context ctx, String text) {
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> parse(ctx, text));
    return describe(e.diagnostic());
  }

  static String error(String text) { return error(TestDialects.context(), text); }

  static String errorUnregistered(String text) {
    return error(TestDialects.context().setAllowUnregisteredDialects(true), text);
  }

  static String describe(Diagnostic d) {
    Location.FileLineCol at = d.location().fileLineCol();
    return (at == null ? "?" : at.line() + ":" + at.column()) + ": " + d.message();
  }

  /** The ops of the module body. */
  static java.util.List<Operation> body(Operation module) {
    return module.region(0).entryBlock().operations();
  }
}
