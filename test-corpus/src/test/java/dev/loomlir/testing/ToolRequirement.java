package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Finds an upstream tool, or skips the test (fails it in CI) with a message saying so. */
final class ToolRequirement {
  private ToolRequirement() {}

  static Path require(String tool) {
    var found = ExternalTool.find(tool);
    if (found.isPresent()) return found.get();
    String message = tool + " is not on PATH: differential test skipped";
    if (ExternalTool.inCi()) fail(tool + " is not on PATH, and it is mandatory in CI (CI=true)");
    System.err.println("SKIPPED: " + message);
    Assumptions.abort(message);
    return null;
  }
}
