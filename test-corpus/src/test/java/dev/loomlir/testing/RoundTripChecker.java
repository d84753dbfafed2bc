package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.cli.InputSplitter;
import dev.loomlir.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The differential round trip: for each chunk, {@code loomlir opt | mlir-opt-22} must print exactly
 * what {@code mlir-opt-22} prints for the original, with our custom and our generic output alike.
 */
final class RoundTripChecker {
  record Output(int exitCode, String stdout, String stderr) {}

  private final Path mlirOpt;

  RoundTripChecker(Path mlirOpt) { this.mlirOpt = mlirOpt; }

  void check(String text, boolean split, boolean allowUnregistered) throws Exception {
    List<InputSplitter.Chunk> chunks = split ? InputSplitter.split(text) : List.of(new InputSplitter.Chunk(text, 0));
    for (InputSplitter.Chunk chunk : chunks) {
      String where = split ? " (chunk at line " + (chunk.lineOffset() + 1) + ")" : "";
      Output upstream = mlirOpt(chunk.text(), allowUnregistered);
      if (upstream.exitCode() != 0) fail("mlir-opt-22 rejects the input" + where + ":\n" + upstream.stderr());
      for (boolean generic : new boolean[] {false, true}) {
        String mode = generic ? "--mlir-print-op-generic" : "custom form";
        Output ours = loomlir(chunk.text(), allowUnregistered, generic);
        if (ours.exitCode() != 0) fail("loomlir opt (" + mode + ") fails" + where + ":\n" + ours.stderr());
        Output back = mlirOpt(ours.stdout(), allowUnregistered);
        if (back.exitCode() != 0) {
          fail("mlir-opt-22 rejects loomlir's output (" + mode + ")" + where + ":\n" + back.stderr()
              + "\n--- loomlir output ---\n" + ours.stdout());
        }
        assertEquals(upstream.stdout(), back.stdout(), "loomlir opt (" + mode + ") | mlir-opt-22 differs from "
            + "mlir-opt-22" + where + "\n--- loomlir output ---\n" + ours.stdout());
      }
    }
  }

  static Output loomlir(String input, boolean allowUnregistered, boolean generic) {
    List<String> args = new ArrayList<>(List.of("opt", "-"));
    if (allowUnregistered) args.add("--allow-unregistered-dialect");
    if (generic) args.add("--mlir-print-op-generic");
    return loomlirWith(input, args.toArray(String[]::new));
  }

  /** Runs {@code loomlir} in-process with {@code input} on stdin. */
  static Output loomlirWith(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Output(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  Output mlirOpt(String input, boolean allowUnregistered) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(mlirOpt.toString()));
    if (allowUnregistered) command.add("--allow-unregistered-dialect");
    Process p = new ProcessBuilder(command).start();
    CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
    CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
    try (var stdin = p.getOutputStream()) {
      stdin.write(input.getBytes(StandardCharsets.UTF_8));
    } catch (IOException ignored) {
      // mlir-opt may stop reading early on bad input
    }
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("mlir-opt-22 timed out");
    }
    return new Output(p.exitValue(), new String(out.join(), StandardCharsets.UTF_8),
        new String(err.join(), StandardCharsets.UTF_8));
  }

  private static byte[] readAll(java.io.InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      return new byte[0];
    }
  }
}
