package dev.loomlir.testing.upstreamfiles;

import static java.util.Map.entry;

import java.util.Map;

/**
 * The upstream files loomlir does not pass yet, each with the reason (an op or pass loomlir lacks,
 * a difference in output), reviewed one by one. {@link UpstreamFilesTest} fails on every other
 * file that fails, and on a listed file that passes: the list only shrinks. Affine files need the
 * affine dialect from branch {@code affine}.
 */
final class UpstreamFileExpectations {
  static final Map<String, String> FAILS_WITH_LOOMLIR = Map.ofEntries(
      entry("mlir/test/mlir-runner/sgemm-naive-codegen.mlir", "needs lower-affine and the affine dialect (branch affine)"));

  private UpstreamFileExpectations() {}
}
