package dev.loomlir.testing.parallel;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The option combinations of {@code async-parallel-for} the parallel-for programs are checked
 * with: {@code async-dispatch=true|false} × {@code num-workers=-1|1|4} ×
 * {@code min-task-size=1|10|1000}, as {@code parallel-run/update-checks.py} runs them upstream.
 */
record ParallelForOptions(String text) {
  private static final Pattern WRONG_UPSTREAM = Pattern.compile("^// UPSTREAM-WRONG-OPTIONS: (\\S+)", Pattern.MULTILINE);

  static List<ParallelForOptions> all() {
    List<ParallelForOptions> all = new ArrayList<>();
    for (String dispatch : List.of("true", "false")) {
      for (String workers : List.of("-1", "1", "4")) {
        for (String minTaskSize : List.of("1", "10", "1000")) {
          all.add(new ParallelForOptions("async-dispatch=" + dispatch + " num-workers=" + workers
              + " min-task-size=" + minTaskSize));
        }
      }
    }
    return all;
  }

  /**
   * The combinations a program's checks hold for: all but those its
   * {@code UPSTREAM-WRONG-OPTIONS} lines name (upstream computes a wrong result there and loomlir's
   * pass, which builds upstream's IR, does too). Combinations upstream merely cannot run
   * ({@code UPSTREAM-SKIP-OPTIONS}) stay: loomlir must print the same as with the others.
   */
  static List<ParallelForOptions> checkedFor(String programText) {
    List<String> wrong = new ArrayList<>();
    Matcher m = WRONG_UPSTREAM.matcher(programText);
    while (m.find()) wrong.add(m.group(1));
    return all().stream().filter(o -> wrong.stream().noneMatch(o::has)).toList();
  }

  boolean has(String option) { return List.of(text.split(" ")).contains(option); }

  /** The pass flag, e.g. {@code --async-parallel-for=async-dispatch=true num-workers=-1 min-task-size=1}. */
  String passFlag() { return "--async-parallel-for=" + text; }

  @Override
  public String toString() { return text; }
}
