package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * {@code !async.group}: a fixed number ({@code size}) of tokens and values, awaited together.
 * Upstream's lowering accepts only tokens; this runtime also takes values.
 *
 * <p>An atomic counter of members still pending starts at {@code size}; each member that
 * completes (available or error) decrements it, and the member that brings it to zero completes
 * the group. The group is in error as soon as any member completed in error, as upstream.
 */
public final class AsyncGroup extends AsyncObject {
  // Field updaters rather than VarHandles: the same code once compiled, but far cheaper while
  // interpreted, which is where a short program spends its first milliseconds (see AsyncObject).
  private static final AtomicLongFieldUpdater<AsyncGroup> PENDING =
      AtomicLongFieldUpdater.newUpdater(AsyncGroup.class, "pending");
  private static final AtomicIntegerFieldUpdater<AsyncGroup> ERRORS =
      AtomicIntegerFieldUpdater.newUpdater(AsyncGroup.class, "errors");
  private static final AtomicLongFieldUpdater<AsyncGroup> RANK =
      AtomicLongFieldUpdater.newUpdater(AsyncGroup.class, "rank");

  private final long size;
  @SuppressWarnings("unused") private volatile long pending;
  private volatile int errors;
  // Padding between pending, which the workers decrement as members complete, and rank, which
  // the submitting thread increments at each add: on one cache line, every add and every
  // completion would take the line from the other core. (The JVM lays out fields of one size in
  // declaration order, so these eight longs sit between the two: 64 bytes.)
  @SuppressWarnings("unused") private long pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7;
  @SuppressWarnings("unused") private volatile long rank;

  AsyncGroup(long size, RefCountRecord refCounts) {
    super(refCounts);
    if (size < 0) {
      throw new MlirRuntimeException("async.runtime.create_group: negative size " + size, null);
    }
    this.size = size;
    this.pending = size;
    if (size == 0) complete(Terminal.AVAILABLE, "async.runtime.create_group");
  }

  @Override
  String kind() { return "async.group"; }

  /** In error if any member completed in error, even while others are still pending. */
  @Override
  public boolean isError() { return errors > 0; }

  /** Reserves the next member index; upstream's "rank" of the member in the group. */
  long nextRank() {
    long r = RANK.getAndIncrement(this);
    if (r >= size) {
      throw new MlirRuntimeException(
          "async.runtime.add_to_group: the group was created for " + size
              + " members and is already full", null);
    }
    return r;
  }

  /** A member completed; the last one completes the group. */
  void memberDone(boolean error) {
    if (error) ERRORS.incrementAndGet(this);
    if (PENDING.decrementAndGet(this) == 0L) {
      complete(errors > 0 ? Terminal.ERROR : Terminal.AVAILABLE, "async.runtime.add_to_group");
    }
  }
}
