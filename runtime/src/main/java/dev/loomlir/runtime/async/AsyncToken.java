package dev.loomlir.runtime.async;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * {@code !async.token}: signals that an asynchronous operation finished (or failed).
 *
 * <p>A token has one group slot: the first group it is added to while pending is recorded here
 * instead of in a {@link GroupMember} waiter, so the usual fan-out (each task's token added to one
 * group) allocates nothing per member and does not CAS the waiter stack the task's worker is
 * completing. The slot goes once from {@code null} to the group (the add claims it) and once from
 * the group to {@link #COUNTED} (whoever counts the member: the completer after its completing CAS,
 * or the add if it sees the token complete after claiming). Both sides write their field before
 * reading the other's (the completing CAS, then the slot; the claim, then the state), so at least
 * one sees the other, and the slot's second CAS lets exactly one of them count. Later groups, or a
 * value, take the waiter path. The field fits the header's padding: the object stays 24 bytes.
 */
public final class AsyncToken extends AsyncObject {
  private static final AtomicReferenceFieldUpdater<AsyncToken, AsyncGroup> GROUP =
      AtomicReferenceFieldUpdater.newUpdater(AsyncToken.class, AsyncGroup.class, "group");

  /** The slot once its member was counted (a group of no members, never awaited through here). */
  private static final AsyncGroup COUNTED = new AsyncGroup(0, null);

  @SuppressWarnings("unused") // accessed through GROUP as well
  private volatile AsyncGroup group;

  AsyncToken(RefCountRecord refCounts) { super(refCounts); }

  @Override
  String kind() { return "async.token"; }

  /**
   * Makes this pending token a member of {@code group} through its slot: false if the slot is
   * taken (the caller registers a waiter instead). Once true, the member is counted exactly once,
   * here if the token completed meanwhile, else by its completion ({@link #completeAsMember}).
   */
  @Override
  boolean joinGroup(AsyncGroup group) {
    if (!GROUP.compareAndSet(this, null, group)) return false;
    if (isReady()) countInto(group);
    return true;
  }

  /**
   * Completes this token and then counts it into the group of its slot, if any: every completion
   * of a token goes through here or {@link #failAsMember}, so none can leave a group waiting.
   */
  void completeAsMember(Terminal terminal, String opName) {
    complete(terminal, opName);
    countIntoGroup();
  }

  /** {@link #failIfPending}, then (when it completed the token) the count into the slot's group. */
  boolean failAsMember() {
    if (!failIfPending()) return false;
    countIntoGroup();
    return true;
  }

  /** After every completing transition: counts the member into the group of its slot, if any. */
  private void countIntoGroup() {
    AsyncGroup g = group;
    if (g != null) countInto(g);
  }

  /**
   * The sides of the count that lose a race, for {@link RuntimeWarmup} (on a token already
   * counted: nothing changes): a claim that finds the slot counted by the completer, and a
   * completer that reads the slot after the claim counted it.
   */
  void countAgain(AsyncGroup g) {
    countInto(g);
    countIntoGroup();
  }

  private void countInto(AsyncGroup g) {
    if (g != COUNTED && GROUP.compareAndSet(this, g, COUNTED)) {
      g.memberDone(isError());
      RefCounts.internalDrop(g); // the reference the group's add took, as GroupMember drops it
    }
  }
}
