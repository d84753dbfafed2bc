package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.token}: completion of an asynchronous computation, without a value. */
public record TokenType() implements Type {
  public static final TokenType INSTANCE = new TokenType();

  @Override public String toString() { return "!async.token"; }
}
