package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;

/**
 * {@code #arith.fastmath<nnan,ninf>}: LLVM's fast-math flags on floating-point ops (used by the
 * arith and math dialects). {@code flags} is the bit set, 0 for {@code none}.
 */
public record FastMathAttr(int flags) implements Attribute {
  public static final int REASSOC = 1, NNAN = 2, NINF = 4, NSZ = 8, ARCP = 16, CONTRACT = 32, AFN = 64;
  public static final int FAST = REASSOC | NNAN | NINF | NSZ | ARCP | CONTRACT | AFN;

  public static final FastMathAttr NONE = new FastMathAttr(0);

  static final BitEnum SPELLING = new BitEnum("::mlir::arith::FastMathFlags", ",")
      .flag("reassoc", REASSOC).flag("nnan", NNAN).flag("ninf", NINF).flag("nsz", NSZ)
      .flag("arcp", ARCP).flag("contract", CONTRACT).flag("afn", AFN)
      .group("fast", FAST);

  public boolean has(int flag) { return (flags & flag) == flag; }

  /** Parses the body {@code <...>} (after {@code #arith.fastmath} or the {@code fastmath} keyword). */
  public static FastMathAttr parseBody(OpAsmParser p) { return new FastMathAttr(SPELLING.parse(p)); }

  /** {@code <nnan,ninf>} */
  public String body() { return "<" + SPELLING.print(flags) + ">"; }

  @Override public String toString() { return "#arith.fastmath" + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof FastMathAttr that && flags == that.flags;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(flags);
  }
}
