package dev.loomlir.testing.lit;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs an external command (upstream's {@code mlir-opt-22}, {@code FileCheck-22},
 * {@code mlir-native-run}, a RUN line's {@code cat}, ...) with a given input and a time limit.
 * Both output streams are read while it runs, so a full pipe cannot stall it.
 */
public final class Subprocess {
  private Subprocess() {}

  /**
   * Starts {@code command} (with the directory and redirections it was given), writes
   * {@code stdin} to it and waits at most {@code timeout}. A stream the builder sends elsewhere
   * reads as empty. Empty when the command did not finish in time: it is killed then.
   */
  public static Optional<CapturedRun> run(ProcessBuilder command, byte[] stdin, Duration timeout)
      throws IOException, InterruptedException {
    Process p = command.start();
    CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
    CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
    try (OutputStream in = p.getOutputStream()) {
      in.write(stdin);
    } catch (IOException ignored) {
      // the process may exit without reading its input
    }
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      p.destroyForcibly();
      return Optional.empty();
    }
    return Optional.of(new CapturedRun(p.exitValue(), out.join(), err.join()));
  }

  private static byte[] readAll(InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
