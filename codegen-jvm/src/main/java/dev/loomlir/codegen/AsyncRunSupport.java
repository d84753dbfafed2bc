package dev.loomlir.codegen;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import dev.loomlir.runtime.async.RefCountReport;
import java.time.Duration;

/**
 * What a host running compiled async code (the CLI's {@code run}, the Java API, a generated
 * jar's main) does around the entry function, in one place:
 *
 * <pre>
 *   AsyncRunSupport.beforeRun(workers, checkRefCounts);     // --workers N (0: default), --check-refcounts
 *   ... invoke the entry function ...
 *   AsyncRunSupport.Outcome o = AsyncRunSupport.afterRun(Duration.ofMinutes(1));
 *   if (!o.isClean()) { System.err.print(o.describe()); exit 1; }
 * </pre>
 *
 * The coroutine mode is a compile option: {@link CompileOptions#withCoroutines} with
 * {@link CoroutineMode#fromOptionName} of {@code --coroutines=state-machine|virtual-threads}.
 */
public final class AsyncRunSupport {
  private AsyncRunSupport() {}

  /**
   * Configures the runtime before the program starts: {@code workers} threads (0 keeps the
   * default: {@code -Dloomlir.workers}, {@code LOOMLIR_WORKERS}, else the processor count), and
   * reference-count checking; forgets failures and findings of earlier runs.
   */
  public static void beforeRun(int workers, boolean checkRefCounts) {
    if (workers > 0) AsyncRuntimeControl.setWorkerThreads(workers);
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(checkRefCounts);
  }

  /**
   * After the entry function returned: waits for remaining tasks and coroutines (as upstream's
   * runtime waits for its pool at exit), then collects what went wrong.
   */
  public static Outcome afterRun(Duration timeout) {
    boolean quiet = AsyncRuntimeControl.awaitQuiescence(timeout);
    RefCountReport refs = AsyncRuntimeControl.refCountChecking() ? AsyncRuntimeControl.refCountReport() : null;
    return new Outcome(quiet, AsyncRuntimeControl.firstTaskFailure(), refs);
  }

  /**
   * @param quiet       false if tasks were still running at the timeout
   * @param taskFailure the first exception that escaped a task or coroutine body, or null
   * @param refCounts   the reference-count findings, or null when checking was off
   */
  public record Outcome(boolean quiet, Throwable taskFailure, RefCountReport refCounts) {
    public boolean isClean() { return quiet && taskFailure == null && (refCounts == null || refCounts.isClean()); }

    /** MLIR-style lines for stderr; empty when clean. */
    public String describe() {
      StringBuilder sb = new StringBuilder();
      if (!quiet) sb.append("error: async tasks were still running when the program ended\n");
      if (taskFailure instanceof MlirRuntimeException m) sb.append(m.diagnosticText()).append('\n');
      else if (taskFailure != null) sb.append("error: an async task failed: ").append(taskFailure).append('\n');
      if (refCounts != null) sb.append(refCounts);
      return sb.toString();
    }
  }
}
