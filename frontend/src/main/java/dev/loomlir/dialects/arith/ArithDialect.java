package dev.loomlir.dialects.arith;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `arith` dialect: integer and floating-point arithmetic, comparisons, casts and constants. */
public final class ArithDialect implements Dialect {
  private static final List<OpDef> OPS = List.copyOf(ArithOps.all());

  @Override public String namespace() { return "arith"; }

  @Override public List<OpDef> ops() { return OPS; }

  /** {@code #arith.fastmath<...>} and {@code #arith.overflow<...>}. */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (!mnemonic.equals("fastmath") && !mnemonic.equals("overflow")) return null;
    // Tolerate being called before or after the mnemonic is consumed.
    p.parseOptionalKeyword(mnemonic);
    return mnemonic.equals("fastmath") ? FastMathAttr.parseBody(p) : IntegerOverflowAttr.parseBody(p);
  }
}
