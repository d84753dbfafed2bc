package dev.loomlir.lowering.parallel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.lowering.fixtures.PassFixtures;
import dev.loomlir.testsupport.ToolRequirement;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the parallel-loop and linalg passes on the inputs under {@code resources/.../parallel}
 * and compares the printed result with {@code mlir-opt-22}'s for the same pipeline (when it is
 * installed), up to the order of hoisted constants. Upstream then also parses our output.
 */
class UpstreamDifferentialTest {
  private static final String MLIR_OPT = "mlir-opt-22";

  private static final List<String> PARALLEL_FOR_OPTIONS = List.of(
      "async-parallel-for",
      "async-parallel-for{async-dispatch=false}",
      "async-parallel-for{num-workers=-1}",
      "async-parallel-for{num-workers=1 min-task-size=1}",
      "async-parallel-for{async-dispatch=false num-workers=2 min-task-size=3}");

  private static final List<String> LINALG_PIPELINES = List.of(
      "convert-linalg-to-loops",
      "convert-linalg-to-parallel-loops",
      "convert-linalg-to-parallel-loops,async-parallel-for",
      "convert-linalg-to-parallel-loops,async-parallel-for{async-dispatch=false}");

  private static final List<String> INPUTS = List.of("loop-1d", "static-2d", "three-loops", "mixed", "deep",
      "nesting-order", "linalg-named", "linalg-mixed-iterators");

  @TestFactory
  Stream<DynamicTest> sameOutputAsUpstream() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String input : INPUTS) {
      List<String> passes = input.startsWith("linalg") ? LINALG_PIPELINES : PARALLEL_FOR_OPTIONS;
      for (String pass : passes) {
        String pipeline = "builtin.module(" + pass + ")";
        tests.add(DynamicTest.dynamicTest(input + " " + pass, () -> compare(input, pipeline)));
      }
    }
    return tests.stream();
  }

  private static void compare(String input, String pipeline) throws Exception {
    Path mlirOpt = ToolRequirement.require(MLIR_OPT);
    String text = resource(input + ".mlir");
    String ours = PassFixtures.run(text, pipeline);
    String theirs = runUpstream(mlirOpt, text, "--pass-pipeline=" + pipeline);
    assertEquals(UpstreamOutputNormalizer.normalize(theirs).strip(), UpstreamOutputNormalizer.normalize(ours).strip());
    runUpstream(mlirOpt, ours);
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = UpstreamDifferentialTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Runs mlir-opt-22 on {@code text}; a non-zero exit fails the test with its diagnostics. */
  private static String runUpstream(Path mlirOpt, String text, String... args) throws Exception {
    Path file = Files.createTempFile("loomlir-pfor-", ".mlir");
    try {
      Files.writeString(file, text);
      List<String> command = new ArrayList<>(List.of(mlirOpt.toString(), file.toString()));
      command.addAll(List.of(args));
      Process p = new ProcessBuilder(command).start();
      byte[] out = p.getInputStream().readAllBytes();
      byte[] err = p.getErrorStream().readAllBytes();
      p.waitFor(60, TimeUnit.SECONDS);
      if (p.exitValue() != 0) {
        throw new AssertionError(MLIR_OPT + " rejected:\n" + new String(err, StandardCharsets.UTF_8) + "\n" + text);
      }
      return new String(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
