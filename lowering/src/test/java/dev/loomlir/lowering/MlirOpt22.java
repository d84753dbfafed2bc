package dev.loomlir.lowering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.testsupport.ToolRequirement;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs upstream's mlir-opt-22 on IR text, for tests that compare loomlir's passes with it. */
public final class MlirOpt22 {
  private MlirOpt22() {}

  /**
   * What mlir-opt-22 prints for {@code text} read from stdin with {@code args} (stderr included),
   * asserting it succeeds; skips the test when mlir-opt-22 is not installed (fails in CI).
   */
  public static String output(String text, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(ToolRequirement.require("mlir-opt-22").toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    p.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out + "\n--- input ---\n" + text);
    return out;
  }
}
