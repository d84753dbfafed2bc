package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Type;
import java.util.Objects;

/** {@code !llvm.array<4 x i32>}. */
public record LlvmArrayType(long numElements, Type elementType) implements LlvmType {
  @Override public String body() { return "array<" + numElements + " x " + LlvmType.nested(elementType) + ">"; }

  @Override public String toString() { return "!llvm." + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmArrayType that
        && numElements == that.numElements
        && Objects.equals(elementType, that.elementType);
  }

  @Override
  public int hashCode() {
    return 31 * Long.hashCode(numElements) + Objects.hashCode(elementType);
  }
}
