package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExpectedDiagnosticsParserTest {
  private static List<ExpectedDiagnostic> parse(String text) {
    ExpectedDiagnosticsParser.Result r = ExpectedDiagnosticsParser.parse("t.mlir", text);
    assertEquals(List.of(), r.problems());
    return r.expected();
  }

  @Test
  void designatorsPickTheirLines() {
    List<ExpectedDiagnostic> e = parse("""
        a // expected-error {{same line}}
        // expected-warning @+2 {{two below}}
        // expected-note @below {{next non-annotation line}}
        b
        c
        // expected-remark @above {{c}}
        // expected-error @-5 {{line two}}
        """);
    assertEquals(List.of(1, 4, 4, 5, 2), e.stream().map(ExpectedDiagnostic::line).toList());
    assertEquals(List.of(Severity.ERROR, Severity.WARNING, Severity.NOTE, Severity.REMARK, Severity.ERROR),
        e.stream().map(ExpectedDiagnostic::severity).toList());
  }

  @Test
  void unknownLocation() {
    assertEquals(0, parse("// expected-error @unknown {{x}}\n").get(0).line());
  }

  @Test
  void plainMessagesAreSubstringsRegexOnlyWithRe() {
    ExpectedDiagnostic plain = parse("x // expected-error {{a {{.*}} b}}\n").get(0);
    assertFalse(plain.matches(Severity.ERROR, 1, "a zz b"));
    assertTrue(plain.matches(Severity.ERROR, 1, "xx a {{.*}} b yy"));
    ExpectedDiagnostic regex = parse("x // expected-error-re {{a {{[0-9]+}} b}}\n").get(0);
    assertTrue(regex.matches(Severity.ERROR, 1, "see a 42 b"));
    assertFalse(regex.matches(Severity.ERROR, 1, "a x b"));
    assertFalse(regex.matches(Severity.WARNING, 1, "a 42 b"));
  }

  @Test
  void badRegexIsAProblem() {
    ExpectedDiagnosticsParser.Result r = ExpectedDiagnosticsParser.parse("t.mlir", "// expected-error-re {{{{[}}}}\n");
    assertEquals(1, r.problems().size());
  }
}
