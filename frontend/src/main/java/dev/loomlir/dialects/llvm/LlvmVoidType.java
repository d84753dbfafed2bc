package dev.loomlir.dialects.llvm;

/** {@code !llvm.void}: the result of a function that returns nothing. */
public record LlvmVoidType() implements LlvmType {
  public static final LlvmVoidType INSTANCE = new LlvmVoidType();

  @Override public String body() { return "void"; }

  @Override public String toString() { return "!llvm.void"; }
}
