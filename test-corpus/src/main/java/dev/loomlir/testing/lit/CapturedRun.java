package dev.loomlir.testing.lit;

import java.nio.charset.StandardCharsets;

/** A finished command: its exit code and the bytes it wrote on stdout and stderr. */
public record CapturedRun(int exitCode, byte[] stdout, byte[] stderr) {
  public String stdoutText() { return new String(stdout, StandardCharsets.UTF_8); }

  public String stderrText() { return new String(stderr, StandardCharsets.UTF_8); }
}
