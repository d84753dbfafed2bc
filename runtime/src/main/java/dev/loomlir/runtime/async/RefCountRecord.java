package dev.loomlir.runtime.async;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** The reference count of one object created while checking was on, and where it was created. */
final class RefCountRecord {
  /** The checker of the program that created the object: where problems and the live set go. */
  final RefCounts owner;
  final String kind;
  final String location;
  final AtomicLong count;
  /** Bit per {@link RefCountProblem.Kind} already reported, so each is reported once. */
  private final AtomicInteger reported = new AtomicInteger();

  RefCountRecord(RefCounts owner, String kind, String location, long initialCount) {
    this.owner = owner;
    this.kind = kind;
    this.location = location;
    this.count = new AtomicLong(initialCount);
  }

  /** True the first time it is called for {@code kind}. */
  boolean firstReport(RefCountProblem.Kind kind) {
    int bit = 1 << kind.ordinal();
    return (reported.getAndUpdate(r -> r | bit) & bit) == 0;
  }
}
