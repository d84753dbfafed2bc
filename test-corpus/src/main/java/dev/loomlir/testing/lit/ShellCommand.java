package dev.loomlir.testing.lit;

import java.util.List;

/**
 * One simple command of a RUN line with its redirections: {@code < in}, {@code > out},
 * {@code >> out}, {@code 2> err}, {@code 2>&1}.
 */
public record ShellCommand(List<String> argv, String stdinFile, String stdoutFile, boolean appendStdout,
                           String stderrFile, boolean stderrToStdout) {
  public ShellCommand {
    argv = List.copyOf(argv);
  }

  @Override public String toString() { return String.join(" ", argv); }
}
