package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.cli.InputSplitter;
import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import dev.loomlir.testing.lit.Subprocess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The differential round trip: for each chunk, {@code loomlir opt | mlir-opt-22} must print exactly
 * what {@code mlir-opt-22} prints for the original, with our custom and our generic output alike.
 */
final class RoundTripChecker {
  private final Path mlirOpt;

  RoundTripChecker(Path mlirOpt) { this.mlirOpt = mlirOpt; }

  void check(String text, boolean split, boolean allowUnregistered) throws Exception {
    List<InputSplitter.Chunk> chunks = split ? InputSplitter.split(text) : List.of(new InputSplitter.Chunk(text, 0));
    for (InputSplitter.Chunk chunk : chunks) {
      String where = split ? " (chunk at line " + (chunk.lineOffset() + 1) + ")" : "";
      CapturedRun upstream = mlirOpt(chunk.text(), allowUnregistered);
      if (upstream.exitCode() != 0) fail("mlir-opt-22 rejects the input" + where + ":\n" + upstream.stderrText());
      for (boolean generic : new boolean[] {false, true}) {
        String mode = generic ? "--mlir-print-op-generic" : "custom form";
        CapturedRun ours = loomlir(chunk.text(), allowUnregistered, generic);
        if (ours.exitCode() != 0) fail("loomlir opt (" + mode + ") fails" + where + ":\n" + ours.stderrText());
        CapturedRun back = mlirOpt(ours.stdoutText(), allowUnregistered);
        if (back.exitCode() != 0) {
          fail("mlir-opt-22 rejects loomlir's output (" + mode + ")" + where + ":\n" + back.stderrText()
              + "\n--- loomlir output ---\n" + ours.stdoutText());
        }
        assertEquals(upstream.stdoutText(), back.stdoutText(), "loomlir opt (" + mode + ") | mlir-opt-22 differs from "
            + "mlir-opt-22" + where + "\n--- loomlir output ---\n" + ours.stdoutText());
      }
    }
  }

  static CapturedRun loomlir(String input, boolean allowUnregistered, boolean generic) {
    List<String> args = new ArrayList<>(List.of("opt", "-"));
    if (allowUnregistered) args.add("--allow-unregistered-dialect");
    if (generic) args.add("--mlir-print-op-generic");
    return InProcessTool.LOOMLIR.capture(args, input.getBytes(StandardCharsets.UTF_8));
  }

  CapturedRun mlirOpt(String input, boolean allowUnregistered) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(mlirOpt.toString()));
    if (allowUnregistered) command.add("--allow-unregistered-dialect");
    Optional<CapturedRun> run = Subprocess.run(new ProcessBuilder(command), input.getBytes(StandardCharsets.UTF_8),
        Duration.ofSeconds(60));
    if (run.isEmpty()) fail("mlir-opt-22 timed out");
    return run.get();
  }
}
