package dev.loomlir.testing.lit;

import java.nio.charset.StandardCharsets;

/** What one command did. {@code crashed}: an internal error, which {@code not} does not excuse. */
public record CommandResult(ShellCommand command, int exitCode, byte[] stdout, byte[] stderr, boolean crashed) {
  public String stdoutText() { return new String(stdout, StandardCharsets.UTF_8); }

  public String stderrText() { return new String(stderr, StandardCharsets.UTF_8); }
}
