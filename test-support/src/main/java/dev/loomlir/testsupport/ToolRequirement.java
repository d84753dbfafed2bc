package dev.loomlir.testsupport;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Finds an upstream tool, or skips the test (fails it in CI) with a message saying so. */
public final class ToolRequirement {
  private ToolRequirement() {}

  public static Path require(String tool) {
    var found = ExternalTool.find(tool);
    if (found.isPresent()) return found.get();
    unavailable(tool + " is not on PATH", "differential test skipped");
    return null;
  }

  /**
   * Fails in CI ({@code CI=true}), where upstream tools are mandatory; elsewhere skips, saying so
   * on stderr too (surefire does not count a skipped container). {@code what} is the missing
   * tool, {@code consequence} what goes unchecked.
   */
  public static void unavailable(String what, String consequence) {
    if (ExternalTool.inCi()) fail(what + ", and it is mandatory in CI (CI=true)");
    String message = what + ": " + consequence;
    System.err.println("SKIPPED: " + message);
    Assumptions.abort(message);
  }
}
