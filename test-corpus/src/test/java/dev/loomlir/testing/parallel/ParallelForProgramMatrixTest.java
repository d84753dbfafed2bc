package dev.loomlir.testing.parallel;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.testing.LitCorpus;
import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every parallel-for program ({@code lit/parallel-run}, {@code lit/linalg-run}) under every option
 * combination of {@code async-parallel-for}, in both coroutine modes with 1, 2 and 8 workers: the
 * output must pass the program's own CHECK lines, which hold upstream's output (the same for every
 * combination: {@code update-checks.py} checks that). The files' RUN lines cover the pass's default
 * options; this covers the rest of the matrix without 108 RUN lines per file.
 */
class ParallelForProgramMatrixTest {
  private static final List<String> FOLDERS = List.of("parallel-run", "linalg-run");
  private static final List<String> COROUTINE_MODES = List.of("state-machine", "virtual-threads");
  private static final List<Integer> WORKER_COUNTS = List.of(1, 2, 8);
  private static final Duration PER_PROGRAM = Duration.ofMinutes(3);
  /** Passes a program needs before async-parallel-for (e.g. convert-linalg-to-parallel-loops). */
  private static final Pattern PRELOWER = Pattern.compile("^// PRELOWER: (.*)$", Pattern.MULTILINE);

  @TestFactory
  Stream<DynamicTest> everyOptionCombination() {
    return programs().stream().map(program -> DynamicTest.dynamicTest(LitCorpus.displayName(program),
        program.toUri(), () -> assertTimeoutPreemptively(PER_PROGRAM, () -> checkAllCombinations(program),
            () -> program + " timed out after " + PER_PROGRAM)));
  }

  private static void checkAllCombinations(Path program) throws IOException {
    String text = Files.readString(program);
    Matcher prelower = PRELOWER.matcher(text);
    List<String> passesBefore = prelower.find() ? List.of(prelower.group(1).strip().split("\\s+")) : List.of();
    List<String> failures = new ArrayList<>();
    for (ParallelForOptions options : ParallelForOptions.checkedFor(text)) {
      for (String mode : COROUTINE_MODES) {
        for (int workers : WORKER_COUNTS) {
          String failure = runAndCheck(program, passesBefore, options, mode, workers);
          if (failure != null) failures.add(failure);
        }
      }
    }
    if (!failures.isEmpty()) fail(failures.size() + " failing runs of " + program + ":\n" + String.join("\n", failures));
  }

  /** Runs one configuration in-process and FileChecks its output; returns what failed, or null. */
  private static String runAndCheck(Path program, List<String> passesBefore, ParallelForOptions options, String mode,
                                    int workers) {
    List<String> argList = new ArrayList<>(List.of("run", program.toString()));
    argList.addAll(passesBefore);
    argList.addAll(List.of(options.passFlag(), "--coroutines=" + mode, "--workers=" + workers));
    String configuration = "'" + options + "' --coroutines=" + mode + " --workers=" + workers;
    CapturedRun run = InProcessTool.LOOMLIR.capture(argList, new byte[0]);
    if (run.exitCode() != 0) return configuration + ": loomlir exited with " + run.exitCode() + "\n" + run.stderrText();
    CapturedRun check = InProcessTool.FILECHECK.capture(List.of(program.toString(), "--match-full-lines"),
        run.stdout());
    return check.exitCode() == 0 ? null : configuration + ": " + check.stderrText();
  }

  private static List<Path> programs() {
    List<Path> all = new ArrayList<>();
    for (String folder : FOLDERS) {
      Path dir = LitCorpus.root().resolve(folder);
      if (!Files.isDirectory(dir)) continue;
      try (Stream<Path> files = Files.list(dir)) {
        files.filter(p -> p.toString().endsWith(".mlir")).sorted().forEach(all::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return all;
  }
}
