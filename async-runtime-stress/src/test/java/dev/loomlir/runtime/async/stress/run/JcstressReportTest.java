package dev.loomlir.runtime.async.stress.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdict read from jcstress's output (shaped as jcstress 0.16 prints it with -v). */
class JcstressReportTest {
  private static final List<String> TESTS = List.of("p.A", "p.B");

  private static String result(String status, String test, String... table) {
    return ".......... [" + status + "] " + test + "\n\n  Compilation: unified across all actors\n\n"
        + "  RESULT  SAMPLES     FREQ       EXPECT  DESCRIPTION\n" + String.join("\n", table) + "\n\n"
        + "(Sampling Rate: 1 M/sec)\n";
  }

  private static String finish(int planned, int passed, int failed, int soft, int hard) {
    return "(Results: " + planned + " planned; " + passed + " passed, " + failed + " failed, " + soft
        + " soft errs, " + hard + " hard errs)\n";
  }

  @Test
  void passesWhenEveryTestRanAndEveryConfigurationPassed() {
    String text = "----- [OK] Unlocking diagnostic VM options\n"
        + result("OK", "p.A", "    0, 1  10   50.00%  Interesting  raced") + finish(2, 1, 0, 0, 0)
        + result("OK", "p.B", "    1  10  100.00%  Acceptable  fine") + finish(2, 2, 0, 0, 0);
    JcstressReport report = JcstressReport.parse(text, TESTS);
    assertTrue(report.passed(), report.summary());
    assertEquals("", report.failures());
    assertEquals(0, report.forksWithErrorOutput());
  }

  @Test
  void aForbiddenOutcomeFailsAndIsShown() {
    String text = result("OK", "p.A", "    1  10  100.00%  Acceptable  fine")
        + result("FAILED", "p.B", "    0  3  0.01%  Forbidden  lost wake-up") + finish(2, 1, 1, 0, 0);
    JcstressReport report = JcstressReport.parse(text, TESTS);
    assertFalse(report.passed());
    assertTrue(report.failures().contains("[FAILED] p.B"), report.failures());
    assertTrue(report.failures().contains("lost wake-up"), report.failures());
    assertFalse(report.failures().contains("p.A"), report.failures());
  }

  @Test
  void aTimedOutOrCrashedForkFailsEvenIfCountsLookFine() {
    String text = result("OK", "p.A", "    1  10  100.00%  Acceptable  fine")
        + result("TIMEOUT", "p.B") + finish(2, 2, 0, 0, 0);
    assertFalse(JcstressReport.parse(text, TESTS).passed());
    assertFalse(JcstressReport.parse(result("OK", "p.A") + result("OK", "p.B") + finish(2, 2, 0, 0, 1), TESTS)
        .passed());
  }

  @Test
  void aTestThatNeverRanFails() {
    String text = result("OK", "p.A", "    1  10  100.00%  Acceptable  fine") + finish(1, 1, 0, 0, 0);
    JcstressReport report = JcstressReport.parse(text, TESTS);
    assertFalse(report.passed());
    assertTrue(report.summary().contains("never ran: p.B"), report.summary());
  }

  @Test
  void noResultsLineFails() {
    JcstressReport report = JcstressReport.parse("Error: Could not find or load main class\n", TESTS);
    assertFalse(report.passed());
    assertTrue(report.summary().startsWith("jcstress printed no results line"), report.summary());
  }

  @Test
  void forksWritingToTheirErrorStreamAreCounted() {
    String text = result("OK", "p.A") + "  VM error stream:\n    WARNING: something\n"
        + result("OK", "p.B") + finish(2, 2, 0, 0, 0);
    assertEquals(1, JcstressReport.parse(text, TESTS).forksWithErrorOutput());
  }

  @Test
  void quietFlagsMatchTheJdk() {
    assertEquals(List.of(), JcstressRun.quietFlags(21));
    assertEquals(List.of("--enable-native-access=ALL-UNNAMED"), JcstressRun.quietFlags(22));
    assertEquals(List.of("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow"),
        JcstressRun.quietFlags(25));
  }
}
