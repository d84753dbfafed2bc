package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class FileCheckTest {
  static int exitCode(String check, String input, List<String> args) {
    try {
      FileCheckOptions options = FileCheckOptions.parse(
          Stream.concat(Stream.of("check.txt"), args.stream()).toList());
      FileCheck.check("check.txt", check, "<stdin>", input, options);
      return 0;
    } catch (FileCheckError e) {
      return e.exitCode();
    }
  }

  static String report(String check, String input) {
    FileCheckError e = assertThrows(FileCheckError.class,
        () -> FileCheck.check("check.txt", check, "<stdin>", input, FileCheckOptions.defaults("check.txt")));
    return e.report();
  }

  @TestFactory
  Stream<DynamicTest> casesGiveFileCheckExitCodes() {
    return FileCheckCases.ALL.stream().map(c -> DynamicTest.dynamicTest(c.name(),
        () -> assertEquals(c.exitCode(), exitCode(c.check(), c.input(), c.args()),
            () -> "check:\n" + c.check() + "\ninput:\n" + c.input())));
  }

  @Test
  void notFoundReportsCheckAndInputPositions() {
    String report = report("// CHECK: foo\n// CHECK: baz\n", "foo\nbar\n");
    assertEquals("""
        check.txt:2:11: error: CHECK: expected string not found in input
        // CHECK: baz
                  ^
        <stdin>:1:4: note: scanning from here
        foo
           ^
        """, report);
  }

  @Test
  void excludedStringReportsWhereItWasFound() {
    String report = report("// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n", "a\n x\nb\n");
    assertTrue(report.startsWith("check.txt:2:15: error: CHECK-NOT: excluded string found in input\n"), report);
    assertTrue(report.contains("<stdin>:2:2: note: found here\n x\n ^\n"), report);
  }

  @Test
  void nextOnWrongLineSaysSo() {
    String report = report("// CHECK: a\n// CHECK-NEXT: b\n", "a\n\nb\n");
    assertTrue(report.startsWith("check.txt:2:16: error: CHECK-NEXT: is not on the line after the previous match"),
        report);
  }

  @Test
  void variablesCarryAcrossChecks() {
    assertEquals(0, exitCode("// CHECK: %[[X:[0-9]+]] =\n// CHECK: use %[[X]]\n// CHECK: use %[[X]]\n",
        "%3 = def\nuse %3\nuse %3\n", List.of()));
    assertEquals(1, exitCode("// CHECK: %[[X:[0-9]+]] =\n// CHECK: use %[[X]]\n", "%3 = def\nuse %4\n", List.of()));
  }

  @Test
  void commandLineRunReadsInputFromStream() {
    var err = new java.io.ByteArrayOutputStream();
    int code = FileCheck.run(List.of("--input-file=-", "/nonexistent/check.txt"),
        new java.io.ByteArrayInputStream(new byte[0]), new java.io.PrintStream(err));
    assertEquals(2, code);
    assertTrue(err.toString().contains("Could not open check file"), err.toString());
  }

  @Test
  void badRegexIsACheckFileError() {
    assertEquals(2, exitCode("// CHECK: {{[a-}}\n", "x\n", List.of()));
  }
}
