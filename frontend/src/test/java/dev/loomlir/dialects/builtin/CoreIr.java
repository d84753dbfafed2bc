package dev.loomlir.dialects.builtin;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;

/** Parse, verify and print helpers for the builtin, func, cf, scf and vector dialect tests. */
public final class CoreIr {
  private CoreIr() {}

  public static Operation parse(String text) {
    return Parser.parseModule(Dialects.newContext(), new SourceBuffer("test.mlir", text));
  }

  /** As {@code loomlir opt}: parse, verify, print in custom form (without the final newline). */
  public static String roundTrip(String text) {
    Operation module = parse(text);
    Verifier.verify(module);
    return Printer.print(module, PrintOptions.DEFAULT).stripTrailing();
  }

  /** As {@code loomlir opt --mlir-print-op-generic}. */
  public static String generic(String text) {
    Operation module = parse(text);
    Verifier.verify(module);
    return Printer.print(module, new PrintOptions(true, false)).stripTrailing();
  }

  /** The message of the first error that parsing and verifying {@code text} reports. */
  public static String error(String text) {
    return assertThrows(DiagnosticException.class, () -> Verifier.verify(parse(text))).getMessage();
  }
}
