package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
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
   * Starts {@code body} on a new virtual thread. A failure escaping the body is recorded like a
   * failing task (see {@link AsyncRuntimeControl#firstTaskFailure()}).
   */
  public static Thread startVirtual(Runnable body) {
    RUNNING.incrementAndGet();
    return VIRTUAL.start(() -> {
      try {
        body.run();
      } catch (Throwable t) {
        TaskFailures.record(t);
      } finally {
        RUNNING.decrementAndGet();
      }
    });
  }

  /** Bodies started by {@link #startVirtual} that have not finished (running or suspended). */
  private static final AtomicLong RUNNING = new AtomicLong();

  /**
   * Waits until every body started by {@link #startVirtual} has finished, as the pool's
   * quiescence does for frames; false if {@code deadline} ({@link System#nanoTime}) passes first.
   */
  static boolean awaitAllFinished(long deadline) {
    while (RUNNING.get() > 0) {
      if (System.nanoTime() - deadline >= 0) return false;
      LockSupport.parkNanos(50_000);
    }
    return true;
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
