package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;

/** {@code #llvm.zero}: the zero value, as the per-entry data of {@code llvm.mlir.global_ctors}/{@code global_dtors}. */
public enum LlvmZeroAttr implements Attribute {
  INSTANCE;

  @Override public String toString() { return "#llvm.zero"; }
}
