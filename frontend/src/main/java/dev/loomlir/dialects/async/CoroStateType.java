package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.state}: a saved coroutine state, consumed by {@code async.coro.suspend}. */
public record CoroStateType() implements Type {
  public static final CoroStateType INSTANCE = new CoroStateType();

  @Override public String toString() { return "!async.coro.state"; }
}
