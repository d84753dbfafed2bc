package dev.loomlir.dialects.llvm;

/** {@code !llvm.ptr} (opaque), or {@code !llvm.ptr<3>} in another address space. */
public record LlvmPointerType(int addressSpace) implements LlvmType {
  public static final LlvmPointerType DEFAULT = new LlvmPointerType(0);

  @Override public String body() { return addressSpace == 0 ? "ptr" : "ptr<" + addressSpace + ">"; }

  @Override public String toString() { return "!llvm." + body(); }
}
