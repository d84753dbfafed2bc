package dev.loomlir.testing.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.testing.LitCorpus;
import dev.loomlir.testing.lit.LitFile;
import dev.loomlir.testing.lit.LitRunner;
import dev.loomlir.testing.lit.RunLine;
import dev.loomlir.testsupport.ToolRequirement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The expected output and diagnostics of every lit file that only runs {@code loomlir opt} (see
 * {@link OptRunLine}) with flags, passes and options mlir-opt-22 has ({@link LoomlirOnly} lists
 * the others) hold for upstream too: each file's RUN lines run again with mlir-opt-22 and
 * FileCheck-22 in loomlir's place, so no CHECK line or expected diagnostic is merely our own
 * output. Files where loomlir deliberately differs are listed in {@link #DIVERGES}; for them the
 * test asserts that upstream still fails, so a divergence that goes away is noticed.
 * Skipped without the tools, except in CI where it fails.
 */
class UpstreamExpectationsTest {
  /**
   * Files (relative to test-corpus/lit) that run upstream passes, upstream flags only, but whose
   * checks mlir-opt-22 does not meet, and why (the comment on each entry).
   */
  static final Map<String, String> DIVERGES = Map.of(
      // mlir-opt-22 fails to legalize an scf.for holding an await inside a coroutine; loomlir lowers
      // the loop to branches first, as upstream does for scf.if (async-dispatch=false loops inside
      // async.execute need it)
      "async-passes/await-in-scf-for.mlir",
      "async-to-async-runtime: upstream rejects an await in an scf.for inside a coroutine",
      // mlir-opt-22 rejects reference counted values passed to successor blocks, and gives no
      // reference to an scf.for init operand or a yield of a value from above (its output then drops
      // that token twice); loomlir counts both by its ownership rule
      "async-passes/block-argument-ref-counting.mlir",
      "async-runtime-ref-counting: upstream rejects branch operands and over-releases loop/yield operands",
      // loomlir has no affine dialect: a non-trivial map result is computed with arith ops where
      // mlir-opt-22 emits affine.apply
      "linalg-lowering/index-expressions.mlir",
      "convert-linalg-to-loops: upstream emits affine.apply, loomlir arith ops");

  @TestFactory
  Stream<DynamicTest> litExpectationsHoldForUpstream() {
    Path mlirOpt = ToolRequirement.require("mlir-opt-22");
    Path fileCheck = ToolRequirement.require("FileCheck-22");
    PassRegistry registry = BuiltinPasses.registry();
    return LitCorpus.files().stream().flatMap(file -> upstreamRunLines(file, registry).stream().map(runs -> {
      String name = LitCorpus.displayName(file);
      String divergence = DIVERGES.get(name);
      if (divergence == null) return DynamicTest.dynamicTest(name, file.toUri(), () -> assertHolds(file, runs, mlirOpt, fileCheck));
      return DynamicTest.dynamicTest(name + " (diverges: " + divergence + ")", file.toUri(),
          () -> assertStillDiverges(file, runs, mlirOpt, fileCheck));
    }));
  }

  @Test
  void everyListedDivergenceIsAFileThatWouldOtherwiseBeChecked() {
    PassRegistry registry = BuiltinPasses.registry();
    List<String> stale = DIVERGES.keySet().stream()
        .filter(name -> upstreamRunLines(LitCorpus.root().resolve(name), registry).isEmpty()).sorted().toList();
    assertEquals(List.of(), stale, "DIVERGES lists files that are missing or not run against upstream anyway");
  }

  /** The file's RUN lines if every one can run upstream, else empty. */
  static Optional<List<OptRunLine>> upstreamRunLines(Path file, PassRegistry registry) {
    if (!Files.isRegularFile(file)) return Optional.empty();
    List<RunLine> lines;
    try {
      lines = LitFile.runLines(Files.readString(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<OptRunLine> runs = new ArrayList<>();
    for (RunLine line : lines) {
      Optional<OptRunLine> run = OptRunLine.parse(line.command(), registry);
      if (run.isEmpty() || run.get().opts().stream().anyMatch(o -> LoomlirOnly.firstUse(o).isPresent())) {
        return Optional.empty();
      }
      runs.add(run.get());
    }
    return runs.isEmpty() ? Optional.empty() : Optional.of(runs);
  }

  private static void assertHolds(Path file, List<OptRunLine> runs, Path mlirOpt, Path fileCheck) {
    LitRunner runner = new LitRunner(file.getParent());
    for (OptRunLine run : runs) {
      runner.runSequence(List.of(run.upstream(file, mlirOpt, fileCheck))).ifPresent(failure -> fail(file + "\n" + failure));
    }
  }

  private static void assertStillDiverges(Path file, List<OptRunLine> runs, Path mlirOpt, Path fileCheck) {
    LitRunner runner = new LitRunner(file.getParent());
    boolean anyFails = runs.stream()
        .anyMatch(run -> runner.runSequence(List.of(run.upstream(file, mlirOpt, fileCheck))).isPresent());
    assertTrue(anyFails, () -> file + " passes with mlir-opt-22 now: remove it from DIVERGES");
  }
}
