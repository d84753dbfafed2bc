package dev.loomlir.launch;

import java.util.List;

/**
 * How the async runtime runs a program: {@code loomlir run --workers N --check-refcounts}, or a
 * compiled jar's defaults (set by {@code loomlir compile}) overridden by its own arguments.
 *
 * @param workers worker threads; 0 leaves the choice to the runtime ({@code -Dloomlir.workers},
 *     {@code LOOMLIR_WORKERS}, else one less than the number of processors, at least one)
 * @param checkRefCounts count {@code add_ref}/{@code drop_ref} and report problems at exit
 * @param warmUp run the runtime's task path before the entry, so that HotSpot compiles it before
 *     the program's first calls ({@code AsyncRuntimeControl.warmUp}); set for programs that use
 *     the async runtime. {@code -Dloomlir.runtimeWarmup=false} turns it off.
 */
public record AsyncSettings(int workers, boolean checkRefCounts, boolean warmUp) {
  /** The runtime's own defaults; {@code -Dloomlir.checkRefcounts=true} still switches checking on. */
  public static final AsyncSettings DEFAULT = new AsyncSettings(0, false, false);

  /** System property the runtime reads as well: {@code -Dloomlir.checkRefcounts=true}. */
  public static final String CHECK_REFCOUNTS_PROPERTY = "loomlir.checkRefcounts";

  public AsyncSettings {
    if (workers < 0) throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
  }

  /** Checking is on when asked for here or by {@value #CHECK_REFCOUNTS_PROPERTY}. */
  public boolean effectiveCheckRefCounts() {
    return checkRefCounts || Boolean.getBoolean(CHECK_REFCOUNTS_PROPERTY);
  }

  public AsyncSettings withWorkers(int n) { return new AsyncSettings(n, checkRefCounts, warmUp); }

  public AsyncSettings withCheckRefCounts(boolean on) { return new AsyncSettings(workers, on, warmUp); }

  public AsyncSettings withWarmUp(boolean on) { return new AsyncSettings(workers, checkRefCounts, on); }

  /**
   * These settings with a jar's arguments applied: {@code --workers N}, {@code --workers=N},
   * {@code --check-refcounts}.
   *
   * @throws IllegalArgumentException with a message for the user, for anything else
   */
  public AsyncSettings withArguments(List<String> args) {
    AsyncSettings s = this;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("--check-refcounts")) {
        s = s.withCheckRefCounts(true);
      } else if (arg.equals("--workers")) {
        if (i + 1 == args.size()) throw new IllegalArgumentException("--workers needs a number");
        s = s.withWorkers(parseWorkers(args.get(++i)));
      } else if (arg.startsWith("--workers=")) {
        s = s.withWorkers(parseWorkers(arg.substring("--workers=".length())));
      } else {
        throw new IllegalArgumentException("unknown argument '" + arg
            + "' (expected --workers N or --check-refcounts)");
      }
    }
    return s;
  }

  private static int parseWorkers(String text) {
    try {
      int n = Integer.parseInt(text.trim());
      if (n > 0) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("invalid --workers value '" + text + "': expected a positive number");
  }
}
