package dev.loomlir.testing.lit;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

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
   *
   * <p>A script (such as {@code mlir-native-run}'s {@code mlir-opt | mlir-runner}) can leave a
   * child behind that still holds the output pipes: upstream's runner hangs on some valid
   * programs. So the command's descendants are collected while it runs and killed when it ends,
   * and the output is awaited only a little longer than the command: a stream still open then
   * counts as a hang too.
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
    Set<ProcessHandle> descendants = new HashSet<>();
    long deadline = System.nanoTime() + timeout.toNanos();
    boolean finished = false;
    while (!finished && System.nanoTime() < deadline) {
      p.descendants().forEach(descendants::add);
      finished = p.waitFor(Math.min(POLL_MILLIS, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)),
          TimeUnit.MILLISECONDS);
    }
    if (!finished) p.destroyForcibly();
    for (ProcessHandle child : descendants) child.destroyForcibly();
    if (!finished) return Optional.empty();
    try {
      return Optional.of(new CapturedRun(p.exitValue(), out.get(OUTPUT_GRACE_SECONDS, TimeUnit.SECONDS),
          err.get(OUTPUT_GRACE_SECONDS, TimeUnit.SECONDS)));
    } catch (TimeoutException | ExecutionException stillOpen) {
      return Optional.empty();
    }
  }

  private static final long POLL_MILLIS = 50;
  private static final long OUTPUT_GRACE_SECONDS = 10;

  private static byte[] readAll(InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
