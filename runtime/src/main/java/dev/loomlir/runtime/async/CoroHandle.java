package dev.loomlir.runtime.async;

/**
 * The resume handle of a suspended coroutine, as {@code !async.coro.handle} is upstream: what
 * {@code async.runtime.resume} and {@code async.runtime.await_and_resume} take. Two kinds exist,
 * one per coroutine realization, and both work with the same tokens, values and groups:
 *
 * <ul>
 *   <li>{@link CoroFrame}: a generated state-machine frame; resuming runs its {@code resume()}
 *       on a worker of the pool.
 *   <li>{@link ThreadCoroutine}: a coroutine body running on a (virtual) thread; resuming
 *       unparks that thread.
 * </ul>
 *
 * <p>A handle is a waiter node itself, so awaiting allocates nothing; it may therefore wait for
 * one object at a time, which is what a suspended coroutine does.
 */
public abstract sealed class CoroHandle extends Waiter permits CoroFrame, ThreadCoroutine {
  private static final long serialVersionUID = 1L;

  CoroHandle() {}

  /** Arranges for the coroutine to continue; never runs it on the calling thread. */
  abstract void dispatch();

  @Override
  final void onReady(AsyncObject source) { dispatch(); }
}
