package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.handle}: a handle to a coroutine (its frame). */
public record CoroHandleType() implements Type {
  public static final CoroHandleType INSTANCE = new CoroHandleType();

  @Override public String toString() { return "!async.coro.handle"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o instanceof CoroHandleType;
  }

  @Override
  public int hashCode() {
    return 0;
  }
}
