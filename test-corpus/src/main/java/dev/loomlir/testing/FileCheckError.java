package dev.loomlir.testing;

/**
 * A FileCheck failure, with the text FileCheck would print. Exit code 1 for a check that failed
 * against the input, 2 for a problem with the command, the check file or an empty input.
 */
public final class FileCheckError extends Exception {
  private final int exitCode;

  public FileCheckError(int exitCode, String report) {
    super(report, null, false, false);
    this.exitCode = exitCode;
  }

  public int exitCode() { return exitCode; }

  /** The full report, one or more diagnostics, each ending in a newline. */
  public String report() { return getMessage(); }
}
