package dev.loomlir.dialects.llvm;

/** {@code !llvm.ptr} (opaque), or {@code !llvm.ptr<3>} in another address space. */
public record LlvmPointerType(int addressSpace) implements LlvmType {
  public static final LlvmPointerType DEFAULT = new LlvmPointerType(0);

  @Override public String body() { return addressSpace == 0 ? "ptr" : "ptr<" + addressSpace + ">"; }

  @Override public String toString() { return "!llvm." + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmPointerType that && addressSpace == that.addressSpace;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(addressSpace);
  }
}
