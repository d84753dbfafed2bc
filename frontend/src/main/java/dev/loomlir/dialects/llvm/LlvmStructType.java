package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Type;
import java.util.List;
import java.util.stream.Collectors;

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
}
