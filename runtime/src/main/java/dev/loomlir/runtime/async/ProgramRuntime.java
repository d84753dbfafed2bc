package dev.loomlir.runtime.async;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The async runtime of one program: its worker threads, its reference-count checker, the
 * failures of its tasks and the calls that own them, and whether it is closed. Nothing is shared
 * between programs but the JVM: a failing task, a leak, a full queue or a closed program never
 * shows in another. Generated code reaches its program through a static field of its module
 * class, set from {@link #of(Class)} when the class initializes.
 *
 * <p>Defaults, documented with the settings ({@link Settings}): the worker count follows
 * {@code -Dloomlir.workers}, {@code LOOMLIR_WORKERS}, else one less than the number of processors
 * (at least one); reference counts are checked with {@code -Dloomlir.checkRefcounts=true}.
 *
 * <p>{@link #shared()} is the runtime of programs loaded without a runtime of their own (a jar's
 * {@code JarMain}, generated classes loaded directly) and of the static entry points of
 * {@link AsyncRuntime} that take no program; {@link AsyncRuntimeControl} configures it.
 */
public final class ProgramRuntime {
  /**
   * A program's settings.
   *
   * @param workers worker threads; 0 for the default ({@code -Dloomlir.workers}, {@code LOOMLIR_WORKERS},
   *     else one less than the number of processors, at least one)
   * @param checkRefCounts count {@code add_ref}/{@code drop_ref} and keep a report ({@link #refCountReport()})
   */
  public record Settings(int workers, boolean checkRefCounts) {
    public Settings {
      if (workers < 0) throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
    }

    /** The defaults: worker count from the property, environment or processors; checking as {@code -Dloomlir.checkRefcounts}. */
    public static Settings defaults() { return new Settings(0, Boolean.getBoolean(RefCounts.PROPERTY)); }
  }

  private static final ProgramRuntime SHARED = new ProgramRuntime("the default program runtime", Settings.defaults());
  /** Runtimes of programs by the class loader of their module classes (a loader per program). */
  private static final Map<ClassLoader, ProgramRuntime> BY_LOADER = new WeakHashMap<>();

  private final String name;
  final WorkerPool workers;
  final RefCounts refCounts;
  /** Whether objects created now get a reference-count record; plain: set before the program runs, read on every create. */
  boolean checkRefCounts;
  /** Threads parked in a blocking await of this program: woken when it closes. */
  private final Set<BlockedThread> blocked = ConcurrentHashMap.newKeySet();
  /** Coroutine bodies on virtual threads that have not finished (running or suspended). */
  final AtomicLong virtualThreads = new AtomicLong();
  /** Failures of tasks whose call had ended (or that ran outside any call). */
  private final Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
  /** Plain reads on the frame path; set once, by {@link #close}. */
  volatile boolean closed;
  /**
   * The thread outside the pool that made this program's last frame ({@link CallScope#current(ProgramRuntime)}).
   * A plain field: a racy cache of an object whose {@code thread} is final, used only by the thread it names.
   */
  CallScope.Caller lastCaller;

  private ProgramRuntime(String name, Settings settings) {
    this.name = name;
    this.workers = new WorkerPool(settings.workers());
    this.refCounts = new RefCounts();
    this.checkRefCounts = settings.checkRefCounts();
  }

  /** A runtime of its own for the program {@code name} (its source file, for messages). */
  public static ProgramRuntime create(String name, Settings settings) { return new ProgramRuntime(name, settings); }

  /** The process-wide default runtime. */
  public static ProgramRuntime shared() { return SHARED; }

  /**
   * Makes {@code runtime} the runtime of the module classes {@code loader} defines; call it before
   * any of them initializes. The entry goes when the loader is collected.
   */
  public static void bind(ClassLoader loader, ProgramRuntime runtime) {
    synchronized (BY_LOADER) {
      BY_LOADER.put(loader, runtime);
    }
  }

  /** The runtime of the program whose module class is {@code moduleClass}: what generated code calls in its class initializer. */
  public static ProgramRuntime of(Class<?> moduleClass) {
    ProgramRuntime r;
    synchronized (BY_LOADER) {
      r = BY_LOADER.get(moduleClass.getClassLoader());
    }
    return r != null ? r : SHARED;
  }

  /** The program's name (its source file). */
  public String name() { return name; }

  /** The number of worker threads (starts them). */
  public int workerThreads() { return workers.size(); }

  public boolean refCountChecking() { return checkRefCounts; }

  /**
   * Starts a call of one of the program's functions on this thread; every task it starts belongs
   * to it. End it with {@link CallScope#exit} (in a finally block).
   *
   * @throws IllegalStateException when the program is closed
   */
  public CallScope enterCall() {
    if (closed) throw new IllegalStateException("program " + name + " is closed");
    return CallScope.enter(this);
  }

  /**
   * Waits until none of the program's tasks is queued or running and every coroutine body on a
   * virtual thread has finished (upstream's runtime waits for its thread pool at exit). A task
   * suspended on a token nobody completes does not count. Returns false on timeout.
   */
  public boolean awaitQuiescence(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    // Coroutines on virtual threads are not pool tasks: wait for them too, then for whatever
    // they scheduled on the pool.
    return workers.awaitQuiescence(timeout.toNanos(), TimeUnit.NANOSECONDS)
        && awaitVirtualThreads(deadline)
        && workers.awaitQuiescence(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
  }

  private boolean awaitVirtualThreads(long deadline) {
    while (virtualThreads.get() > 0) {
      if (System.nanoTime() - deadline >= 0) return false;
      LockSupport.parkNanos(50_000);
    }
    return true;
  }

  /** The checker's findings for this program; call after {@link #awaitQuiescence} so that leaks are final. */
  public RefCountReport refCountReport() { return refCounts.report(); }

  /** Failures of tasks that no call received (their call had returned), oldest first. */
  public List<Throwable> failures() { return new ArrayList<>(failures); }

  /**
   * Closes the program: waits up to {@code timeout} for its queued and running tasks, then stops
   * its workers. Tasks still queued or suspended never run again (a resumption is dropped), and
   * threads blocked in one of its awaits wake with an {@link IllegalStateException}. Returns false
   * when tasks were still running at the timeout.
   */
  public boolean close(Duration timeout) {
    boolean quiet = awaitQuiescence(timeout);
    closed = true;
    workers.shutdown();
    for (BlockedThread b : blocked) b.wake();
    return quiet;
  }

  public boolean isClosed() { return closed; }

  /**
   * Runs about a thousand tasks through this runtime, once per JVM, so that HotSpot compiles the
   * task path before the program starts rather than during its first calls; best effort, and
   * nothing with {@code -Dloomlir.runtimeWarmup=false}. Reference checking does not see them.
   */
  public void warmUp() { RuntimeWarmup.runOnce(this); }

  /** Forgets failures and reference-count findings (between runs in one JVM, and tests). */
  public void reset() {
    // Drained, not clear()ed: ConcurrentLinkedQueue.clear links a lambda, a cost at every start.
    while (failures.poll() != null) {
      // next
    }
    refCounts.reset();
  }

  /** Sets whether reference counts are checked; affects objects created afterwards. */
  void setRefCountChecking(boolean on) { checkRefCounts = on; }

  // ---- what the runtime itself does for the program ---------------------------------------

  /**
   * Runs a frame's next step here, in the frame's call: a failure is the task's (see
   * {@link #taskFailed}). Nothing runs once closed. {@code threadScope} is the call the thread is
   * in (for a thread outside the pool, which has to look it up; a worker keeps it in a field).
   */
  void run(CoroFrame frame, CallScope threadScope) {
    if (closed) return;
    CallScope scope = frame.scope;
    boolean switches = scope != threadScope;
    if (switches) CallScope.setCurrent(scope);
    try {
      frame.resume();
    } catch (Throwable t) {
      taskFailed(frame, scope, t);
    } finally {
      if (switches) CallScope.setCurrent(threadScope);
    }
  }

  /**
   * A task failed with {@code t}: its results that are still pending complete in error, so that
   * whatever awaits them continues (as upstream's error states propagate), and the failure goes
   * to the task's call, or to the program when the call is over.
   */
  void taskFailed(CoroFrame frame, CallScope scope, Throwable t) {
    // Recorded first: an awaiter woken by the failed results must find it.
    if (scope == null || !scope.record(t)) failures.add(t);
    if (frame != null) frame.failResults();
  }

  /** The failure an await on this thread should rethrow after meeting an error, or null. */
  Throwable failureOfCurrentCall() {
    CallScope scope = CallScope.current();
    return scope != null && scope.program == this ? scope.failure() : null;
  }

  void blocked(BlockedThread b) { blocked.add(b); }

  void unblocked(BlockedThread b) { blocked.remove(b); }

  /** What a blocked await of a closed program throws. */
  IllegalStateException closedWhileAwaiting(String opName) {
    return new IllegalStateException(opName + ": program " + name + " was closed while this call awaited its tasks");
  }

  @Override public String toString() { return "ProgramRuntime(" + name + ")"; }
}
