package dev.loomlir.runtime;

import java.io.PrintStream;

/**
 * Where the runner utilities and {@code vector.print} write: {@link System#out} (looked up on
 * every call, so {@code System.setOut} works) unless redirected, e.g. by tests capturing output.
 */
public final class RunnerOutput {
  private RunnerOutput() {}

  private static volatile PrintStream redirect;

  public static PrintStream stream() {
    PrintStream r = redirect;
    return r != null ? r : System.out;
  }

  /** Sends all runner output to {@code out}; null restores {@link System#out}. */
  public static void redirect(PrintStream out) { redirect = out; }
}
