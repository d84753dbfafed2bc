package dev.loomlir.dialects.llvm;

import dev.loomlir.dialects.arith.BitEnum;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;

/** {@code #llvm.fastmath<nnan, ninf>}: LLVM's fast-math flags, {@code flags} the bit set (0 for none). */
public record LlvmFastmathAttr(int flags) implements Attribute {
  public static final LlvmFastmathAttr NONE = new LlvmFastmathAttr(0);

  static final BitEnum SPELLING = new BitEnum("::mlir::LLVM::FastmathFlags", ", ")
      .flag("nnan", 1).flag("ninf", 2).flag("nsz", 4).flag("arcp", 8).flag("contract", 16).flag("afn", 32)
      .flag("reassoc", 64).group("fast", 127);

  static LlvmFastmathAttr parseBody(OpAsmParser p) { return new LlvmFastmathAttr(SPELLING.parse(p)); }

  @Override public String toString() { return "#llvm.fastmath<" + SPELLING.print(flags) + ">"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmFastmathAttr that && flags == that.flags;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(flags);
  }
}
