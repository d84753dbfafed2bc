package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.group}: a set of tokens and values awaited together. */
public record GroupType() implements Type {
  public static final GroupType INSTANCE = new GroupType();

  @Override public String toString() { return "!async.group"; }
}
