package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.locks.LockSupport;

/** A thread parked in a blocking await, as a waiter: completion unparks it. */
final class BlockedThread extends Waiter implements ForkJoinPool.ManagedBlocker {
  private static final long serialVersionUID = 1L;

  private final transient Thread thread = Thread.currentThread();
  volatile boolean released;
  /** Set by a worker that put a frame where this (helping) thread can take it. */
  volatile boolean workOffered;

  @Override
  void onReady(AsyncObject source) {
    released = true;
    LockSupport.unpark(thread);
  }

  /** Woken by a task failure (see TaskFailures). */
  void wake() { LockSupport.unpark(thread); }

  void offerWork() {
    workOffered = true;
    LockSupport.unpark(thread);
  }

  @Override
  public boolean isReleasable() { return released || workOffered || TaskFailures.any(); }

  @Override
  public boolean block() {
    while (!isReleasable()) LockSupport.park(this);
    return true;
  }
}
