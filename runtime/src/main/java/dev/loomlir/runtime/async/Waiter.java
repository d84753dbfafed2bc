package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinTask;

/**
 * A node in the waiter stack of an {@link AsyncObject}: something to notify once the object
 * becomes available or errored. Waiters are {@link ForkJoinTask}s so that a coroutine frame can
 * be both its own waiter node and its own pool task: suspending and resuming allocate nothing.
 *
 * <p>A waiter sits in at most one stack at a time (a coroutine awaits one object at a time).
 */
abstract class Waiter extends ForkJoinTask<Void> {
  private static final long serialVersionUID = 1L;

  /** The next waiter in the stack; written before the publishing CAS, read by the completer. */
  transient Waiter next;

  /** Called once, on the thread that completed {@code source}. Must be short and not block. */
  abstract void onReady(AsyncObject source);

  @Override
  public final Void getRawResult() { return null; }

  @Override
  protected final void setRawResult(Void value) {}

  /** Only coroutine frames run as pool tasks; other waiters are never submitted. */
  @Override
  protected boolean exec() { return false; }
}
