package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;

/**
 * {@code #arith.overflow<nsw, nuw>}: no-signed-wrap / no-unsigned-wrap flags on integer ops;
 * {@code flags} is the bit set, 0 for {@code none}.
 */
public record IntegerOverflowAttr(int flags) implements Attribute {
  public static final int NSW = 1, NUW = 2;

  public static final IntegerOverflowAttr NONE = new IntegerOverflowAttr(0);

  static final BitEnum SPELLING = new BitEnum("::mlir::arith::IntegerOverflowFlags", ", ")
      .flag("nsw", NSW).flag("nuw", NUW);

  public boolean has(int flag) { return (flags & flag) == flag; }

  /** Parses the body {@code <...>} (after {@code #arith.overflow} or the {@code overflow} keyword). */
  public static IntegerOverflowAttr parseBody(OpAsmParser p) { return new IntegerOverflowAttr(SPELLING.parse(p)); }

  /** {@code <nsw, nuw>} */
  public String body() { return "<" + SPELLING.print(flags) + ">"; }

  @Override public String toString() { return "#arith.overflow" + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerOverflowAttr that && flags == that.flags;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(flags);
  }
}
