package dev.loomlir.codegen;

import java.util.Locale;

/**
 * How coroutine functions (the {@code async.coro.*} form made by {@code async-to-async-runtime})
 * run on the JVM; the CLI's {@code --coroutines=state-machine|virtual-threads}.
 */
public enum CoroutineMode {
  /** A generated frame class per coroutine; {@code resume()} dispatches on the saved state. */
  STATE_MACHINE("state-machine"),
  /** The body continues on a virtual thread after its first suspension; suspend parks it. */
  VIRTUAL_THREADS("virtual-threads");

  private final String optionName;

  CoroutineMode(String optionName) { this.optionName = optionName; }

  /** The spelling on the command line. */
  public String optionName() { return optionName; }

  /** The mode named {@code text} ({@code state-machine}, {@code virtual-threads}); null if none is. */
  public static CoroutineMode fromOptionName(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    for (CoroutineMode m : values()) if (m.optionName.equals(t)) return m;
    return null;
  }

  @Override public String toString() { return optionName; }
}
