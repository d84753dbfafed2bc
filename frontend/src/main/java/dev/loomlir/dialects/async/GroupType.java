package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;

/** {@code !async.group}: a set of tokens and values awaited together. */
public record GroupType() implements Type {
  public static final GroupType INSTANCE = new GroupType();

  @Override public String toString() { return "!async.group"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o instanceof GroupType;
  }

  @Override
  public int hashCode() {
    return 0;
  }
}
