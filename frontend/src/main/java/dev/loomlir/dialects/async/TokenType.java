package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.token}: completion of an asynchronous computation, without a value. */
public record TokenType() implements Type {
  public static final TokenType INSTANCE = new TokenType();

  @Override public String toString() { return "!async.token"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o instanceof TokenType;
  }

  @Override
  public int hashCode() {
    return 0;
  }
}
