package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.coro.id}: a switched-resume coroutine identifier. */
public record CoroIdType() implements Type {
  public static final CoroIdType INSTANCE = new CoroIdType();

  @Override public String toString() { return "!async.coro.id"; }
}
