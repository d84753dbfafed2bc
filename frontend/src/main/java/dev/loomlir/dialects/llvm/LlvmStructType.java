package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Type;
import java.util.List;
import java.util.stream.Collectors;
import java.util.Objects;

/** A literal struct, {@code !llvm.struct<(i32, f32)>} or {@code !llvm.struct<packed (i8, i32)>}. */
public record LlvmStructType(List<Type> fields, boolean packed) implements LlvmType {
  public LlvmStructType {
    fields = List.copyOf(fields);
  }

  @Override public String body() {
    return "struct<" + (packed ? "packed " : "") + "("
        + fields.stream().map(LlvmType::nested).collect(Collectors.joining(", ")) + ")>";
  }

  @Override public String toString() { return "!llvm." + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmStructType that
        && Objects.equals(fields, that.fields)
        && packed == that.packed;
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(fields) + Boolean.hashCode(packed);
  }
}
