package dev.loomlir.launch;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import dev.loomlir.runtime.async.CallScope;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.async.RefCountReport;
import java.time.Duration;
import java.util.List;

/**
 * What {@link EntryPoint} does for the async runtime around the entry function: configure it
 * before, run the entry as one call of the program ({@link CallScope}: a task's failure fails it),
 * and at the end wait for the tasks still running (upstream's runtime waits for its pool at exit)
 * and collect what went wrong. The program runs on the {@linkplain ProgramRuntime#shared() default
 * runtime}: one program per process. It depends on the runtime alone, because compiled jars
 * carry this package and the runtime, not the code generator. For a program without async ops all of it costs nothing.
 */
final class AsyncRuntimeHost {
  /** How long the end of a program waits for its tasks (a suspended coroutine nobody resumes). */
  static final Duration QUIESCENCE_TIMEOUT = Duration.ofSeconds(60);
  /** After a run-time error, only a short wait: tasks may be stuck on what never completes. */
  static final Duration AFTER_ERROR_TIMEOUT = Duration.ofSeconds(2);

  private AsyncRuntimeHost() {}

  /**
   * Worker count, the runtime's warm-up (once per JVM), reference checking; forgets failures and
   * findings of earlier runs in this JVM.
   */
  static void beforeRun(AsyncSettings settings) {
    if (settings.workers() > 0) AsyncRuntimeControl.setWorkerThreads(settings.workers());
    if (settings.warmUp()) AsyncRuntimeControl.warmUp();
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(settings.effectiveCheckRefCounts());
  }

  /** Starts the entry's call on the current (program) thread; end it with {@link CallScope#exit}. */
  static CallScope enterEntry() { return ProgramRuntime.shared().enterCall(); }

  /**
   * After the entry returned: waits for the remaining tasks, then returns the problems as
   * {@code file:line:col: error: ...} lines (each ending in a newline), or "" when there are none.
   */
  static String afterRun(String sourceName) {
    boolean quiet = AsyncRuntimeControl.awaitQuiescence(QUIESCENCE_TIMEOUT);
    StringBuilder problems = new StringBuilder();
    if (!quiet) {
      problems.append(sourceName).append(": error: async tasks or coroutines were still running ")
          .append(QUIESCENCE_TIMEOUT.toSeconds()).append(" s after the entry point returned\n");
    }
    // Tasks that failed after the entry returned (the entry's own call throws the others).
    List<Throwable> failures = ProgramRuntime.shared().failures();
    Throwable failure = failures.isEmpty() ? null : failures.get(0);
    if (failure instanceof MlirRuntimeException m) {
      problems.append(m.diagnosticText()).append('\n');
    } else if (failure != null) {
      problems.append(sourceName).append(": error: an async task failed: ").append(failure).append('\n');
    }
    // Leaks are only final once everything stopped; after a timeout or a failure they would be noise.
    if (quiet && failure == null && AsyncRuntimeControl.refCountChecking()) {
      RefCountReport refs = AsyncRuntimeControl.refCountReport();
      problems.append(refs);
    }
    return problems.toString();
  }

  /** After a run-time error was reported: let running tasks settle briefly, report nothing more. */
  static void settleAfterError() {
    AsyncRuntimeControl.awaitQuiescence(AFTER_ERROR_TIMEOUT);
  }
}
