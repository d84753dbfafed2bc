package dev.loomlir.runtime.async;

/**
 * One reference-counting error found by the checker.
 *
 * @param kind what went wrong
 * @param objectKind {@code async.token}, {@code async.value} or {@code async.group}
 * @param location the .mlir location of the op that created the object, or null if not given
 * @param detail the count left, the op that misused it, ...
 */
public record RefCountProblem(Kind kind, String objectKind, String location, String detail) {
  public enum Kind {
    /** The count was above zero at exit. */
    LEAKED,
    /** {@code drop_ref} took the count below zero. */
    DROPPED_BELOW_ZERO,
    /** An op used the object after its count had reached zero (freed, upstream). */
    USED_AFTER_LAST_DROP
  }

  /** As an MLIR diagnostic: {@code file:line:col: error: ...}. */
  @Override
  public String toString() {
    String what = switch (kind) {
      case LEAKED -> objectKind + " leaked: " + detail;
      case DROPPED_BELOW_ZERO -> objectKind + " reference count dropped below zero: " + detail;
      case USED_AFTER_LAST_DROP -> objectKind + " used after its last reference was dropped: " + detail;
    };
    return (location != null ? location : "<unknown location>") + ": error: " + what;
  }
}
