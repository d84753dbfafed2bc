package dev.loomlir.runtime.async.stress;

import dev.loomlir.runtime.async.AsyncObject;

/** How the tests encode an object's state in a result field. */
final class Observed {
  private Observed() {}

  static final int PENDING = 0;
  static final int AVAILABLE = 1;
  static final int ERROR = 2;

  /**
   * 0 pending, 1 available, 2 error. Readiness is read first: once complete, the error flag no
   * longer changes, so the pair is a consistent snapshot (a group's early error, visible while
   * members are pending, reads as pending here).
   */
  static int state(AsyncObject o) {
    if (!o.isReady()) return PENDING;
    return o.isError() ? ERROR : AVAILABLE;
  }
}
