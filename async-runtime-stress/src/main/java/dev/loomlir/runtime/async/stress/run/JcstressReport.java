package dev.loomlir.runtime.async.stress.run;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jcstress.infra.runners.TestList;

/**
 * What a jcstress run printed (with {@code -v}, so every test configuration gets a status line),
 * read back: the final counts, the status of each test configuration, and the text of those that
 * did not pass. A run passes only if every test compiled into this module ran, every
 * configuration it planned passed, and nothing failed, timed out or crashed.
 */
public final class JcstressReport {
  private static final Pattern RESULTS = Pattern.compile(
      "\\(Results: (\\d+) planned; (\\d+) passed, (\\d+) failed, (\\d+) soft errs, (\\d+) hard errs\\)");
  private static final Pattern STATUS = Pattern.compile(
      "^\\.*\\s*\\[(OK|FAILED|ERROR|VM ERROR|TIMEOUT|SKIPPED)\\] ([\\w.$]+)\\s*$", Pattern.MULTILINE);
  private static final Pattern VM_ERRORS = Pattern.compile("^\\s*VM error stream:", Pattern.MULTILINE);

  private final String text;
  private final String problem; // why the run cannot be judged, or null
  private final long planned;
  private final long passedCount;
  private final long failed;
  private final long softErrors;
  private final long hardErrors;
  /** Per test: how many configurations ended in each status. */
  private final Map<String, Map<String, Integer>> statuses;
  private final Collection<String> expectedTests;

  private JcstressReport(String text, String problem, long[] counts,
      Map<String, Map<String, Integer>> statuses, Collection<String> expectedTests) {
    this.text = text;
    this.problem = problem;
    this.planned = counts[0];
    this.passedCount = counts[1];
    this.failed = counts[2];
    this.softErrors = counts[3];
    this.hardErrors = counts[4];
    this.statuses = statuses;
    this.expectedTests = expectedTests;
  }

  /**
   * The tests jcstress should run given its arguments: those of this class path's TestList that
   * the {@code -t} pattern (if any) selects, found the way jcstress selects them.
   */
  static Collection<String> selectedTests(List<String> jcstressArgs) {
    int t = jcstressArgs.indexOf("-t");
    Pattern filter = Pattern.compile(t >= 0 && t + 1 < jcstressArgs.size() ? jcstressArgs.get(t + 1) : ".*");
    return TestList.tests().stream().filter(name -> filter.matcher(name).find())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  static JcstressReport parse(String text, Collection<String> expectedTests) {
    long[] counts = new long[5];
    String problem = null;
    Matcher results = RESULTS.matcher(text);
    boolean found = false;
    while (results.find()) {
      found = true;
      for (int i = 0; i < 5; i++) counts[i] = Long.parseLong(results.group(i + 1));
    }
    if (!found) problem = "jcstress printed no results line (did it start?)";
    Map<String, Map<String, Integer>> statuses = new TreeMap<>();
    Matcher status = STATUS.matcher(text);
    while (status.find()) {
      statuses.computeIfAbsent(status.group(2), k -> new TreeMap<>()).merge(status.group(1), 1, Integer::sum);
    }
    return new JcstressReport(text, problem, counts, statuses, expectedTests);
  }

  static JcstressReport timedOut(String text, Collection<String> expectedTests, Duration timeout) {
    JcstressReport partial = parse(text, expectedTests);
    return new JcstressReport(text, "jcstress did not finish within " + timeout + " and was stopped",
        new long[] {partial.planned, partial.passedCount, partial.failed, partial.softErrors,
            partial.hardErrors}, partial.statuses, partial.expectedTests);
  }

  /** Tests of this module that have no configuration that ran to a verdict. */
  public Collection<String> missingTests() {
    return expectedTests.stream().filter(t -> !statuses.containsKey(t)).collect(Collectors.toCollection(TreeSet::new));
  }

  public boolean passed() {
    return problem == null && planned > 0 && passedCount == planned && failed == 0 && softErrors == 0
        && hardErrors == 0 && !expectedTests.isEmpty() && missingTests().isEmpty()
        && statuses.values().stream().allMatch(s -> s.keySet().equals(Set.of("OK")));
  }

  /** How many test configurations printed something on their JVM's error stream. */
  public long forksWithErrorOutput() {
    return VM_ERRORS.matcher(text).results().count();
  }

  /** One line: tests, configurations, verdicts. */
  public String summary() {
    String line = expectedTests.size() + " tests, " + planned + " configurations: " + passedCount
        + " passed, " + failed + " failed (a forbidden outcome), " + softErrors + " soft and "
        + hardErrors + " hard errors";
    if (problem != null) line = problem + "; " + line;
    Collection<String> missing = missingTests();
    if (!missing.isEmpty()) line += "; never ran: " + String.join(", ", missing);
    return line;
  }

  /** How many failing configurations {@link #failures()} shows in full. */
  private static final int FAILURES_SHOWN = 4;

  /** The status line and results table of the first configurations that did not pass. */
  public String failures() {
    StringBuilder out = new StringBuilder();
    int failing = 0;
    boolean inFailure = false;
    for (String line : text.split("\n", -1)) {
      Matcher status = STATUS.matcher(line);
      if (status.matches()) {
        inFailure = !status.group(1).equals("OK") && ++failing <= FAILURES_SHOWN;
      } else if (line.startsWith("(")) {
        inFailure = false; // the progress lines after each result
      }
      if (inFailure) out.append(line).append('\n');
    }
    if (failing > FAILURES_SHOWN) out.append("... and ").append(failing - FAILURES_SHOWN).append(" more\n");
    return out.toString();
  }
}
