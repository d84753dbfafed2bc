package dev.loomlir.testing.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Random vector programs ({@link RandomVectorPrograms}: shape_cast, transpose and strided slices of
 * random shapes and element types) run through upstream ({@code mlir-native-run}) and loomlir: the
 * outputs must be equal. Fixed seeds keep a failure reproducible; the failing program is kept in
 * {@code target/random-vector-programs/} for the report. Skipped without upstream's tools, failed
 * in CI.
 */
class VectorShapeDifferentialTest {
  private static final int PROGRAMS = 6;
  private static final int CASES_PER_PROGRAM = 40;
  private static final long FIRST_SEED = 0x5eed_0016L;

  @TestFactory
  Stream<DynamicTest> loomlirMatchesUpstreamOnRandomShapes() {
    NativeRunner upstream = NativeRunner.require("the random vector differential test is skipped");
    return LongStream.range(FIRST_SEED, FIRST_SEED + PROGRAMS)
        .mapToObj(seed -> dynamicTest("seed " + seed, () -> compare(upstream, seed)));
  }

  private static void compare(NativeRunner upstream, long seed) throws IOException {
    Path dir = Files.createDirectories(ProgramCorpus.repositoryRoot().resolve("test-corpus/target/random-vector-programs"));
    Path program = dir.resolve("seed-" + seed + ".mlir");
    Files.writeString(program, RandomVectorPrograms.generate(seed, CASES_PER_PROGRAM));
    String theirs = upstream.run(program);
    String ours = LoomlirRunner.run(program);
    assertEquals(theirs, ours, () -> program + ": loomlir run and mlir-native-run print different things");
  }
}
