package dev.loomlir.testing.upstreamfiles;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.testing.lit.LitConfig;
import dev.loomlir.testsupport.ToolRequirement;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every collected upstream file passes its RUN lines with upstream's own tools (mlir-opt-22,
 * mlir-runner-22, FileCheck-22), so the corpus holds only files of MLIR 22's behaviour: the stored
 * copies were of mixed ages. Skipped without the tools, fails in CI.
 */
class UpstreamFilesPassUpstreamTest {
  @TestFactory
  Stream<DynamicTest> upstreamFilesPassWithUpstreamTools() {
    Path mlirOpt = ToolRequirement.require("mlir-opt-22");
    Path mlirRunner = ToolRequirement.require("mlir-runner-22");
    Path fileCheck = ToolRequirement.require("FileCheck-22");
    LitConfig config = UpstreamSuite.config(Optional.of(mlirRunner), new UpstreamTools(mlirOpt, mlirRunner, fileCheck));
    return UpstreamCorpus.files().stream().map(file -> DynamicTest.dynamicTest(UpstreamCorpus.name(file), file.toUri(),
        () -> check(file, config)));
  }

  private static void check(Path file, LitConfig config) throws Exception {
    String name = UpstreamCorpus.name(file);
    boolean expectFailure = UpstreamSuite.expectedToFail(UpstreamSuite.read(file));
    Optional<String> failure = UpstreamFileRun.run(file, config);
    if (expectFailure) {
      assertTrue(failure.isPresent(), () -> name + " is XFAIL here but passes with upstream's tools");
    } else {
      failure.ifPresent(message -> fail(name + " fails with upstream's tools: it does not belong in the corpus\n" + message));
    }
  }
}
