package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * What tokens, values and groups share: a state that goes once from pending to available or
 * error, and the waiters to notify when it does.
 *
 * <p>Both live in one volatile field, {@code head}: {@code null} or a stack of {@link Waiter}s
 * while pending, a {@link Terminal} once complete. Adding a waiter and completing are each a
 * single CAS on that field, so no lock is ever taken, and the completing CAS publishes
 * everything written before it (a value's payload) to whoever reads {@code head} afterwards.
 */
public abstract sealed class AsyncObject permits AsyncToken, AsyncValue, AsyncGroup {
  // A field updater, not a VarHandle: both compile to one CAS, but an interpreted VarHandle call
  // costs about twice as much (measured: ~290 vs ~140 ns under -Xint), and a short program runs
  // its first thousands of completions interpreted. Its compareAndSet, never weakCompareAndSet:
  // an updater's weak form promises no ordering, and these CASes publish the payload and the
  // waiters' links (a VarHandle's weak form is volatile, the updater's is not).
  private static final AtomicReferenceFieldUpdater<AsyncObject, Waiter> HEAD =
      AtomicReferenceFieldUpdater.newUpdater(AsyncObject.class, Waiter.class, "head");

  @SuppressWarnings("unused") // accessed through HEAD as well
  private volatile Waiter head;

  /** Reference-count bookkeeping; null unless checking was on when this object was created. */
  final RefCountRecord refCounts;

  AsyncObject(RefCountRecord refCounts) { this.refCounts = refCounts; }

  /** True once available or in error. */
  public final boolean isReady() { return head instanceof Terminal; }

  /** True if completed with an error (for a group: if any member did; see AsyncGroup). */
  public boolean isError() { return head == Terminal.ERROR; }

  final boolean isAvailable() { return head == Terminal.AVAILABLE; }

  /** The MLIR type name, for messages. */
  abstract String kind();

  /**
   * Pushes {@code waiter} unless the object is already complete.
   *
   * @return false if already complete (the waiter was not added and will not be notified)
   */
  final boolean addWaiter(Waiter waiter) {
    Waiter h;
    do {
      h = head;
      if (h instanceof Terminal) return false;
      waiter.next = h;
    } while (!HEAD.compareAndSet(this, h, waiter));
    return true;
  }

  /**
   * Makes this pending object a member of {@code group} without a waiter node; false if it cannot
   * (the caller then registers a {@link GroupMember}). Only tokens can ({@link AsyncToken}).
   */
  boolean joinGroup(AsyncGroup group) { return false; }

  /** Moves to {@code terminal} and notifies the waiters, oldest first. */
  final void complete(Terminal terminal, String opName) {
    // Nobody waiting is the common case (a coroutine's result, completed before it is awaited):
    // one CAS, in a method small enough for C1 to inline.
    if (head != null || !HEAD.compareAndSet(this, null, terminal)) completeContended(terminal, opName);
  }

  /** Moves to error unless already complete; true if it did (a failed task's pending result). */
  final boolean failIfPending() {
    Waiter h;
    do {
      h = head;
      if (h instanceof Terminal) return false;
    } while (!HEAD.compareAndSet(this, h, Terminal.ERROR));
    if (h != null) notifyAll(reverse(h));
    return true;
  }

  private void completeContended(Terminal terminal, String opName) {
    Waiter h;
    do {
      h = head;
      if (h instanceof Terminal done) throw completedTwice(done, opName);
    } while (!HEAD.compareAndSet(this, h, terminal));
    if (h != null) notifyAll(reverse(h));
  }

  // Kept out of complete() so that the hot path stays small enough for the JITs to inline.
  private MlirRuntimeException completedTwice(Terminal done, String opName) {
    return new MlirRuntimeException(
        opName + ": the " + kind() + " is already " + done + ", it can complete only once", null);
  }

  /** Reverses a stack of waiters linked through {@link Waiter#next}: oldest first. */
  static Waiter reverse(Waiter w) {
    Waiter reversed = null;
    while (w != null) {
      Waiter next = w.next;
      w.next = reversed;
      reversed = w;
      w = next;
    }
    return reversed;
  }

  private void notifyAll(Waiter w) {
    while (w != null) {
      // Read the link first: once notified, a coroutine may push itself onto another stack.
      Waiter next = w.next;
      w.next = null;
      w.onReady(this);
      w = next;
    }
  }

  @Override
  public String toString() {
    Waiter h = head;
    return kind() + "(" + (h instanceof Terminal ? h.toString() : "pending") + ")";
  }
}
