package dev.loomlir.dialects.async;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;

/** Parse, verify and print helpers for the async dialect's tests (all dialects registered). */
final class AsyncIr {
  private AsyncIr() {}

  static Operation parse(String text) {
    return Parser.parseModule(Dialects.newContext(), new SourceBuffer("test.mlir", text));
  }

  /** Parses, verifies and prints in custom form, as {@code mlir-opt} does. */
  static String roundTrip(String text) {
    Operation module = parse(text);
    Verifier.verify(module);
    return Printer.print(module, PrintOptions.DEFAULT).strip();
  }

  static String printGeneric(String text) {
    return Printer.print(parse(text), new PrintOptions(true, false)).strip();
  }

  /** The message of the first error, from parsing or verifying. */
  static String error(String text) {
    return assertThrows(DiagnosticException.class, () -> Verifier.verify(parse(text))).getMessage();
  }
}
