package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.handle}: a handle to a coroutine (its frame). */
public record CoroHandleType() implements Type {
  public static final CoroHandleType INSTANCE = new CoroHandleType();

  @Override public String toString() { return "!async.coro.handle"; }
}
