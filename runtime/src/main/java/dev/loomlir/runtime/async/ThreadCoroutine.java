package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.locks.LockSupport;

/**
 * The handle of a coroutine whose body runs on its own thread, normally a virtual thread: the
 * body calls {@link #suspend()} where the coroutine suspends ({@code async.coro.suspend}), and
 * resuming the handle ({@code async.runtime.resume}, a completed {@code await_and_resume})
 * unparks it. A suspended virtual thread holds no carrier thread.
 *
 * <p>Resumptions are counted as a permit, so a resume that arrives before the body parks (the
 * awaited object was already ready) is not lost.
 */
public final class ThreadCoroutine extends CoroHandle implements ForkJoinPool.ManagedBlocker {
  private static final long serialVersionUID = 1L;

  private static final Thread.Builder VIRTUAL = Thread.ofVirtual().name("loomlir-coro-", 0);

  private final transient Thread thread;
  private volatile boolean resumed;

  private ThreadCoroutine(Thread thread) { this.thread = thread; }

  /** A handle for the calling thread, which runs the coroutine body. */
  public static ThreadCoroutine ofCurrentThread() { return new ThreadCoroutine(Thread.currentThread()); }

  /**
   * Starts {@code body} (a generated frame) on a new virtual thread, in the frame's program and
   * call. A failure escaping the body is the task's, as for a frame on a worker
   * ({@link ProgramRuntime#taskFailed}). Nothing starts once the program is closed.
   */
  public static Thread startVirtual(Runnable body) {
    CoroFrame frame = body instanceof CoroFrame f ? f : null;
    ProgramRuntime program = frame != null ? frame.program : ProgramRuntime.shared();
    CallScope scope = frame != null ? frame.scope : CallScope.current();
    if (program.closed) return null;
    program.virtualThreads.incrementAndGet();
    return VIRTUAL.start(() -> {
      CallScope.setCurrent(scope);
      try {
        body.run();
      } catch (Throwable t) {
        program.taskFailed(frame, scope, t);
      } finally {
        program.virtualThreads.decrementAndGet();
      }
    });
  }

  /** Parks the calling thread (the coroutine's) until the handle is resumed. */
  public void suspend() {
    if (!resumed) {
      try {
        ForkJoinPool.managedBlock(this);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    resumed = false;
  }

  @Override
  void dispatch() {
    resumed = true;
    LockSupport.unpark(thread);
  }

  @Override
  public boolean isReleasable() { return resumed; }

  @Override
  public boolean block() {
    while (!resumed) LockSupport.park(this);
    return true;
  }
}
