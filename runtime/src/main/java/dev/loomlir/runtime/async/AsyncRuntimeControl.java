package dev.loomlir.runtime.async;

import java.time.Duration;

/**
 * Settings and state of the {@linkplain ProgramRuntime#shared() default program runtime}: the
 * runtime of programs that have none of their own (a jar's {@code JarMain}, classes loaded
 * directly) and of {@link AsyncRuntime}'s entry points without a program. A program loaded
 * through the Java API has a {@link ProgramRuntime} of its own, and none of this affects it.
 * Generated code does not call these.
 */
public final class AsyncRuntimeControl {
  private AsyncRuntimeControl() {}

  /** The default runtime's worker count; overrides {@code -Dloomlir.workers} and LOOMLIR_WORKERS. */
  public static void setWorkerThreads(int workers) {
    if (workers < 1) throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
    ProgramRuntime.shared().workers.resize(workers);
  }

  /** Back to the default worker count (property, environment, then processors less one). */
  public static void useDefaultWorkerThreads() { ProgramRuntime.shared().workers.resize(0); }

  /**
   * Reference-count checking of the default runtime (also {@code -Dloomlir.checkRefcounts=true}).
   * Affects objects created afterwards: switch it before the program runs.
   */
  public static void setRefCountChecking(boolean on) { ProgramRuntime.shared().setRefCountChecking(on); }

  public static boolean refCountChecking() { return ProgramRuntime.shared().refCountChecking(); }

  /** {@link ProgramRuntime#awaitQuiescence} of the default runtime. */
  public static boolean awaitQuiescence(Duration timeout) { return ProgramRuntime.shared().awaitQuiescence(timeout); }

  /** The default runtime's checker findings; call after {@link #awaitQuiescence} so that leaks are final. */
  public static RefCountReport refCountReport() { return ProgramRuntime.shared().refCountReport(); }

  /** The first failure of a task of the default runtime that no call received, or null. */
  public static Throwable firstTaskFailure() {
    var failures = ProgramRuntime.shared().failures();
    return failures.isEmpty() ? null : failures.get(0);
  }

  /**
   * Runs about a thousand tasks through the runtime, once per JVM, so that HotSpot compiles its
   * task path before a program starts rather than during its first calls ({@link RuntimeWarmup}).
   * Best effort: nothing happens with {@code -Dloomlir.runtimeWarmup=false}, or when the worker
   * pool cannot start (the program's first task then reports why). On the default runtime; see
   * {@link ProgramRuntime#warmUp()}.
   */
  public static void warmUp() { ProgramRuntime.shared().warmUp(); }

  /** Forgets the default runtime's failures and reference-count findings (between runs in one JVM, and tests). */
  public static void reset() { ProgramRuntime.shared().reset(); }
}
