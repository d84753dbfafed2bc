package dev.loomlir.testing.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The runnable programs of {@code lit/programs} against upstream MLIR ({@code mlir-native-run}):
 * <ol>
 *   <li>upstream's output passes each program's CHECK lines, so the corpus holds upstream's
 *       behaviour (and notices when upstream changes);
 *   <li>{@code loomlir run} prints exactly what upstream prints, memref addresses masked. Programs
 *       the reference pipeline cannot run (an {@code UPSTREAM-RUN} or {@code UPSTREAM-UNSUPPORTED}
 *       header), or where loomlir deliberately deviates from it ({@code UPSTREAM-DEVIATES}), are
 *       held to their CHECK lines instead.
 * </ol>
 * Without upstream's tools both are skipped, except in CI ({@code CI=true}) where that fails.
 * Upstream runs take about 70 ms a program,
 * so they run one after another; each program's upstream output is computed once for both.
 */
class NativeDifferentialTest {
  private static final Map<Path, String> UPSTREAM_OUTPUTS = new ConcurrentHashMap<>();

  @TestFactory
  Stream<DynamicTest> upstreamOutputPassesChecks() {
    NativeRunner upstream = NativeRunner.require("the program differential test is skipped");
    // Programs the reference pipeline cannot run are held to their CHECK lines by LitTest.
    return ProgramCorpus.programs().stream()
        .filter(program -> program.notRunnableByReferencePipeline().isEmpty())
        .map(program -> dynamicTest(program.name(), program.file().toUri(), () -> checkUpstream(upstream, program)));
  }

  @TestFactory
  Stream<DynamicTest> loomlirMatchesUpstream() {
    NativeRunner upstream = NativeRunner.require("the program differential test is skipped");
    return ProgramCorpus.programs().stream()
        .map(program -> dynamicTest(program.name(), program.file().toUri(), () -> compare(upstream, program)));
  }

  private static void checkUpstream(NativeRunner upstream, Program program) {
    ExpectedOutput.assertMatches(program, upstreamOutput(upstream, program), "mlir-native-run");
  }

  private static void compare(NativeRunner upstream, Program program) {
    String ours = LoomlirRunner.run(program.file());
    if (program.notRunnableByReferencePipeline().isPresent()) {
      ExpectedOutput.assertMatches(program, ours, "loomlir run");
      return;
    }
    String theirs = upstreamOutput(upstream, program);
    assertEquals(OutputMask.apply(theirs), OutputMask.apply(ours),
        () -> program.name() + ": loomlir run and mlir-native-run print different things");
  }

  private static String upstreamOutput(NativeRunner upstream, Program program) {
    return UPSTREAM_OUTPUTS.computeIfAbsent(program.file(), upstream::run);
  }
}
