package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.state}: a saved coroutine state, consumed by {@code async.coro.suspend}. */
public record CoroStateType() implements Type {
  public static final CoroStateType INSTANCE = new CoroStateType();

  @Override public String toString() { return "!async.coro.state"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o instanceof CoroStateType;
  }

  @Override
  public int hashCode() {
    return 0;
  }
}
