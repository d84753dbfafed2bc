package dev.loomlir.dialects.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.diag.DiagnosticException;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.Parser;
import dev.loomlir.syntax.PrintOptions;
import dev.loomlir.syntax.Printer;
import dev.loomlir.verify.Verifier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the lit files of {@code test-corpus/lit/<dialect>} inside JUnit: the expected output is the
 * files' CHECK lines (generated from mlir-opt-22), the expected errors their
 * {@code expected-error} annotations (checked against mlir-opt-22 --verify-diagnostics).
 * Shared by the arith, math and index dialect tests.
 */
public final class LitFiles {
  private LitFiles() {}

  private static final Path LIT_ROOT = Path.of("..", "test-corpus", "lit");
  private static final Pattern EXPECTED_ERROR = Pattern.compile("// expected-error @\\+1 \\{\\{(.*)\\}\\}");

  public static String read(String relativePath) {
    try {
      return Files.readString(LIT_ROOT.resolve(relativePath));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

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

  /**
   * Checks a file of CHECK-LABEL/CHECK-NEXT lines (the only kinds these files use) against our
   * output, then against our output printed and parsed once more.
   */
  public static void assertMatchesChecks(String relativePath) {
    String source = read(relativePath);
    String once = roundTrip(relativePath, source);
    assertOutputMatches(relativePath, source, once);
    assertOutputMatches(relativePath + " (re-parsed)", source, roundTrip(relativePath, once));
  }

  private static void assertOutputMatches(String what, String source, String output) {
    List<String> out = output.lines().map(String::strip).toList();
    int pos = 0;
    for (String line : source.lines().map(String::strip).toList()) {
      if (line.startsWith("// CHECK-LABEL: ")) {
        String label = unescape(line.substring("// CHECK-LABEL: ".length()));
        int found = indexOf(out, label, pos);
        if (found < 0) fail(what + ": no line '" + label + "' in output:\n" + output);
        pos = found + 1;
      } else if (line.startsWith("// CHECK-NEXT: ")) {
        String expected = unescape(line.substring("// CHECK-NEXT: ".length()));
        assertTrue(pos < out.size(), what + ": output ended before '" + expected + "'");
        assertEquals(expected, out.get(pos), what + ": line " + (pos + 1) + " of output:\n" + output);
        pos++;
      }
    }
  }

  /** Undoes the FileCheck escaping of {@code [[}. */
  private static String unescape(String pattern) {
    return pattern.replace("{{\\[\\[}}", "[[");
  }

  private static int indexOf(List<String> lines, String line, int from) {
    for (int i = from; i < lines.size(); i++) if (lines.get(i).equals(line)) return i;
    return -1;
  }

  /**
   * For each {@code // -----} case of a negative file: the first error reported must be the
   * annotated one, on the line after the annotation.
   */
  public static void assertExpectedErrors(String relativePath) {
    String source = read(relativePath);
    String[] cases = source.split("\n// -----\n", -1);
    int firstLine = 1;
    for (String text : cases) {
      List<String> lines = Arrays.asList(text.split("\n", -1));
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = EXPECTED_ERROR.matcher(lines.get(i).strip());
        if (!m.matches()) continue;
        String expected = m.group(1);
        // Pad with blank lines so locations are those of the whole file, as with --split-input-file.
        String padded = "\n".repeat(firstLine - 1) + text;
        DiagnosticException e = assertThrows(DiagnosticException.class,
            () -> Verifier.verify(parse(relativePath, padded)), relativePath + ": no error for: " + expected);
        assertTrue(e.getMessage().contains(expected),
            relativePath + ":" + (firstLine + i + 1) + ": expected '" + expected + "' but got '" + e.getMessage() + "'");
        Location.FileLineCol at = e.diagnostic().location().fileLineCol();
        assertNotNull(at, "no file location for: " + expected);
        assertEquals(firstLine + i + 1, at.line(), relativePath + ": line of '" + expected + "'");
      }
      firstLine += lines.size() + 1;
    }
  }

  /** Compiles the custom syntax of every op of the dialect (assembly formats included). */
  public static void assertAllSyntaxCompiles(Dialect dialect) {
    List<String> failures = new ArrayList<>();
    for (OpDef op : dialect.ops()) {
      try {
        assertNotNull(op.customSyntax(), op.name() + " has no custom syntax");
      } catch (RuntimeException | AssertionError e) {
        failures.add(op.name() + ": " + e.getMessage());
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
