package dev.loomlir.dialects.arith;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.format.OpSyntax;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Helpers for the dialect tests: parsing and printing snippets as {@code loomlir opt} does. (The
 * files' CHECK lines and expected diagnostics themselves are run by test-corpus's LitTest with the
 * real FileCheck, and against upstream by UpstreamExpectationsTest.)
 */
public final class LitFiles {
  private LitFiles() {}

  public static Operation parse(String name, String text) {
    return Parser.parseModule(Dialects.newContext(), new SourceBuffer(name, text));
  }

  /** Parses, verifies and prints in custom form, as {@code loomlir opt} does. */
  public static String roundTrip(String name, String text) {
    Operation module = parse(name, text);
    Verifier.verify(module);
    return Printer.print(module, PrintOptions.DEFAULT);
  }

  public static String printGeneric(String text) {
    Operation module = parse("test.mlir", text);
    Verifier.verify(module);
    return Printer.print(module, new PrintOptions(true, false));
  }

  /** Compiles the custom syntax of every op of the dialect (assembly formats included). */
  public static void assertAllSyntaxCompiles(Dialect dialect) {
    List<String> failures = new ArrayList<>();
    for (OpDef op : dialect.ops()) {
      try {
        assertNotNull(OpSyntax.of(op), op.name() + " has no custom syntax");
      } catch (RuntimeException | AssertionError e) {
        failures.add(op.name() + ": " + e.getMessage());
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
