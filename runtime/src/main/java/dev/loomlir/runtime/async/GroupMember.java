package dev.loomlir.runtime.async;

/** Waits on one member of a group and counts it down when it completes. */
final class GroupMember extends Waiter {
  private static final long serialVersionUID = 1L;

  private final transient AsyncGroup group;

  GroupMember(AsyncGroup group) { this.group = group; }

  @Override
  void onReady(AsyncObject member) {
    group.memberDone(member.isError());
    // Upstream keeps the group alive with a reference while the member is pending.
    RefCounts.internalDrop(group);
  }
}
