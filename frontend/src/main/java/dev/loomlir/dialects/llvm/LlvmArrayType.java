package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Type;

/** {@code !llvm.array<4 x i32>}. */
public record LlvmArrayType(long numElements, Type elementType) implements LlvmType {
  @Override public String body() { return "array<" + numElements + " x " + LlvmType.nested(elementType) + ">"; }

  @Override public String toString() { return "!llvm." + body(); }
}
