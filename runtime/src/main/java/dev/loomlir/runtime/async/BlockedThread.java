package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.locks.LockSupport;

/** A thread parked in a blocking await, as a waiter: completion unparks it. */
final class BlockedThread extends Waiter implements ForkJoinPool.ManagedBlocker {
  private static final long serialVersionUID = 1L;

  private final transient Thread thread = Thread.currentThread();
  private final transient ProgramRuntime program;
  volatile boolean released;
  /** Set by a worker that put a frame where this (helping) thread can take it. */
  volatile boolean workOffered;

  @Override
  void onReady(AsyncObject source) {
    released = true;
    LockSupport.unpark(thread);
  }

  BlockedThread(ProgramRuntime program) { this.program = program; }

  /** Woken when its program closes. */
  void wake() { LockSupport.unpark(thread); }

  void offerWork() {
    workOffered = true;
    LockSupport.unpark(thread);
  }

  @Override
  public boolean isReleasable() { return released || workOffered || program.closed; }

  @Override
  public boolean block() throws InterruptedException {
    while (!isReleasable()) {
      LockSupport.park(this);
      // An interrupted thread's park returns at once: give up rather than spin.
      if (Thread.interrupted()) throw new InterruptedException();
    }
    return true;
  }
}
