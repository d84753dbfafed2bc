package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.loomlir.testsupport.ToolRequirement;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code loomlir opt f | mlir-opt-22} must equal {@code mlir-opt-22 f}, for every plain positive
 * lit file and for generated programs. Skipped without mlir-opt-22, except in CI where it fails.
 */
class RoundTripDifferentialTest {
  private static final Duration PER_FILE = Duration.ofMinutes(3);
  private static final int GENERATED_PROGRAMS = 6;

  @TestFactory
  Stream<DynamicTest> litCorpusRoundTripsThroughMlirOpt() {
    RoundTripChecker checker = new RoundTripChecker(ToolRequirement.require("mlir-opt-22"));
    return LitCorpus.files().stream().map(RoundTripCandidate::of).flatMap(Optional::stream)
        .map(c -> DynamicTest.dynamicTest(LitCorpus.displayName(c.file()), c.file().toUri(),
            () -> assertTimeoutPreemptively(PER_FILE, () -> checker.check(c.text(), c.split(), c.allowUnregistered()))));
  }

  @TestFactory
  Stream<DynamicTest> generatedProgramsRoundTripThroughMlirOpt() {
    Path mlirOpt = ToolRequirement.require("mlir-opt-22");
    RoundTripChecker checker = new RoundTripChecker(mlirOpt);
    return IntStream.rangeClosed(1, GENERATED_PROGRAMS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      String program = new RandomIrGenerator(seed).module();
      try {
        assertTimeoutPreemptively(PER_FILE, () -> checker.check(program, false, false),
            () -> "seed " + seed + " timed out");
      } catch (AssertionError e) {
        throw new AssertionError(e.getMessage() + "\n--- generated program (seed " + seed + ") ---\n" + program, e);
      }
    }));
  }
}
