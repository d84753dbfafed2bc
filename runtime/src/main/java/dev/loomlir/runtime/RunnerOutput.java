package dev.loomlir.runtime;

import java.io.PrintStream;

/**
 * Where the runner utilities and {@code vector.print} write: {@link System#out} (looked up on
 * every call, so {@code System.setOut} works) unless redirected, e.g. by tests capturing output;
 * and where the utilities upstream writes to stderr ({@code printFlops}) write: {@link System#err}
 * unless redirected, so an in-process run's error stream gets them.
 */
public final class RunnerOutput {
  private RunnerOutput() {}

  private static volatile PrintStream redirect;
  private static volatile PrintStream redirectErrors;

  public static PrintStream stream() {
    PrintStream r = redirect;
    return r != null ? r : System.out;
  }

  /** Sends all runner output to {@code out}; null restores {@link System#out}. */
  public static void redirect(PrintStream out) { redirect = out; }

  public static PrintStream errorStream() {
    PrintStream r = redirectErrors;
    return r != null ? r : System.err;
  }

  /** Sends the runner utilities' stderr output to {@code err}; null restores {@link System#err}. */
  public static void redirectErrors(PrintStream err) { redirectErrors = err; }
}
