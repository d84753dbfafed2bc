package dev.loomlir.testing.asyncrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.testing.LitCorpus;
import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import dev.loomlir.testing.lit.RunLine;
import dev.loomlir.testing.lit.Subprocess;
import dev.loomlir.testsupport.ToolRequirement;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code mlir-opt-22 --async-to-async-runtime f.mlir | loomlir run -} gives what
 * {@code loomlir run f.mlir} gives (output, errors, exit code), for every RUN line of the async
 * lit programs upstream can lower: the default lowering finishes what upstream's passes began,
 * and the code generator compiles upstream's coroutine IR. Also with upstream's whole runner
 * pipeline (the four async passes). mlir-opt prints locations ({@code --mlir-print-debuginfo}),
 * so run-time errors name the same .mlir lines.
 */
class UpstreamLoweredEquivalenceTest {
  private static final PassRegistry PASSES = BuiltinPasses.registry();
  private static final List<List<String>> UPSTREAM_PIPELINES = List.of(
      List.of("--async-to-async-runtime"),
      List.of("--async-func-to-async-runtime", "--async-to-async-runtime", "--async-runtime-ref-counting",
          "--async-runtime-ref-counting-opt"));

  /** A run's exit code and streams, thread ids and addresses masked. */
  private record Outcome(int code, String out, String err) {}

  @TestFactory
  Stream<DynamicTest> upstreamLoweringRunsTheSame() {
    return AsyncRunCorpus.files().stream().filter(f -> !AsyncRunCorpus.upstreamUnsupported(f))
        .map(file -> DynamicTest.dynamicTest(LitCorpus.displayName(file), file.toUri(), () -> compare(file)));
  }

  private static void compare(Path file) {
    Path mlirOpt = ToolRequirement.require("mlir-opt-22");
    assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
      for (RunLine run : AsyncRunCorpus.runLines(file)) {
        List<String> args = loomlirArguments(run.command());
        List<String> passFlags = args.stream().filter(UpstreamLoweredEquivalenceTest::isPassFlag).toList();
        List<String> options = args.stream().filter(a -> !isPassFlag(a)).toList();
        Outcome direct = loomlirRun(file.toAbsolutePath().toString(), args, new byte[0]);
        for (List<String> pipeline : UPSTREAM_PIPELINES) {
          List<String> optArgs = new ArrayList<>(passFlags);
          optArgs.addAll(pipeline);
          byte[] lowered = upstreamLowering(mlirOpt, file, optArgs);
          Outcome piped = loomlirRun("-", options, lowered);
          assertEquals(direct, piped, () -> file + " RUN at line " + run.line() + ": 'loomlir run "
              + String.join(" ", args) + "' differs from mlir-opt-22 " + String.join(" ", optArgs)
              + " | loomlir run - " + String.join(" ", options));
        }
      }
    });
  }

  /** The arguments of {@code loomlir run} in a RUN line, without the input ({@code %s}). */
  static List<String> loomlirArguments(String command) {
    int start = command.indexOf("loomlir run ");
    if (start < 0) throw new IllegalArgumentException("not a loomlir run line: " + command);
    String rest = command.substring(start + "loomlir run ".length());
    int end = rest.indexOf('|');
    if (end >= 0) rest = rest.substring(0, end);
    rest = rest.replace("2>&1", " ");
    List<String> args = new ArrayList<>();
    for (String a : rest.trim().split("\\s+")) if (!a.equals("%s")) args.add(a);
    return args;
  }

  private static boolean isPassFlag(String arg) {
    if (!arg.startsWith("--")) return false;
    int eq = arg.indexOf('=');
    return PASSES.lookup(arg.substring(2, eq < 0 ? arg.length() : eq)) != null;
  }

  private static byte[] upstreamLowering(Path mlirOpt, Path file, List<String> passFlags) throws IOException,
      InterruptedException {
    List<String> command = new ArrayList<>(List.of(mlirOpt.toString(), file.toAbsolutePath().toString()));
    command.addAll(passFlags);
    command.add("--mlir-print-debuginfo");
    ProcessBuilder quiet = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
    Optional<CapturedRun> run = Subprocess.run(quiet, new byte[0], Duration.ofSeconds(60));
    if (run.isEmpty() || run.get().exitCode() != 0) {
      fail(String.join(" ", command) + " failed (" + run.map(r -> "exit " + r.exitCode()).orElse("timeout") + ")");
    }
    return run.get().stdout();
  }

  private static Outcome loomlirRun(String input, List<String> options, byte[] stdin) {
    List<String> args = new ArrayList<>(List.of("run", input));
    args.addAll(options);
    CapturedRun run = InProcessTool.LOOMLIR.capture(args, stdin);
    return new Outcome(run.exitCode(), AsyncRunCorpus.mask(run.stdoutText()), AsyncRunCorpus.mask(run.stderrText()));
  }

}
