package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.id}: a switched-resume coroutine identifier. */
public record CoroIdType() implements Type {
  public static final CoroIdType INSTANCE = new CoroIdType();

  @Override public String toString() { return "!async.coro.id"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o instanceof CoroIdType;
  }

  @Override
  public int hashCode() {
    return 0;
  }
}
