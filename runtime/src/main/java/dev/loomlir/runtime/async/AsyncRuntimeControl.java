package dev.loomlir.runtime.async;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * What hosts (the CLI, the Java API, tests) use around a program run: worker count,
 * reference-count checking, waiting for the tasks to finish, failures. Generated code does not
 * call these.
 */
public final class AsyncRuntimeControl {
  private AsyncRuntimeControl() {}

  /** The CLI's {@code --workers}; overrides {@code -Dloomlir.workers} and LOOMLIR_WORKERS. */
  public static void setWorkerThreads(int workers) { WorkerPool.configure(workers); }

  /** Back to the default worker count (property, environment, then processors less one). */
  public static void useDefaultWorkerThreads() { WorkerPool.configureDefault(); }

  /**
   * The CLI's {@code --check-refcounts} (also {@code -Dloomlir.checkRefcounts=true}). Affects
   * objects created afterwards: switch it before the program runs.
   */
  public static void setRefCountChecking(boolean on) { RefCounts.enabled = on; }

  public static boolean refCountChecking() { return RefCounts.enabled; }

  /**
   * Waits until no task is running or queued and every coroutine body on a virtual thread has
   * finished (upstream's runtime waits for its thread pool at exit). Returns false on timeout.
   */
  public static boolean awaitQuiescence(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    // Coroutines on virtual threads are not pool tasks: wait for them too, then for whatever
    // they scheduled on the pool.
    return WorkerPool.awaitQuiescence(timeout.toNanos(), TimeUnit.NANOSECONDS)
        && ThreadCoroutine.awaitAllFinished(deadline)
        && WorkerPool.awaitQuiescence(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
  }

  /** The checker's findings; call after {@link #awaitQuiescence} so that leaks are final. */
  public static RefCountReport refCountReport() { return RefCounts.report(); }

  /** The first exception that escaped a task or coroutine body, or null. */
  public static Throwable firstTaskFailure() { return TaskFailures.first(); }

  /**
   * Runs about a thousand tasks through the runtime, once per JVM, so that HotSpot compiles its
   * task path before a program starts rather than during its first calls ({@link RuntimeWarmup}).
   * Best effort: nothing happens with {@code -Dloomlir.runtimeWarmup=false}, or when the worker
   * pool cannot start (the program's first task then reports why). Reference checking does not
   * see the warm-up's objects.
   */
  public static void warmUp() { RuntimeWarmup.runOnce(); }

  /** Forgets failures and reference-count findings (between runs in one JVM, and tests). */
  public static void reset() {
    TaskFailures.clear();
    RefCounts.reset();
  }
}
