package dev.loomlir.lowering;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/**
 * What a differential test does when mlir-opt-22 cannot be started: skips with a message on a
 * developer's machine, fails in CI ({@code CI=true}), where the tool is mandatory (as
 * test-corpus's ToolRequirement does).
 */
public final class MissingUpstream {
  private MissingUpstream() {}

  public static void skipOrFail(String tool) {
    if ("true".equalsIgnoreCase(System.getenv("CI"))) { // as test-corpus's ExternalTool.inCi
      fail(tool + " cannot be started, and it is mandatory in CI (CI=true)");
    }
    Assumptions.abort(tool + " is not installed: differential check skipped");
  }
}
