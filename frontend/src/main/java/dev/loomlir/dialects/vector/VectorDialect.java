package dev.loomlir.dialects.vector;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `vector` dialect, as far as loomlir needs it: {@code vector.print} and {@code vector.broadcast}. */
public final class VectorDialect implements Dialect {
  private static final List<OpDef> OPS = List.of(PrintOp.TYPE.def(), BroadcastOp.TYPE.def());

  @Override public String namespace() { return "vector"; }

  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    return mnemonic.equals("punctuation") ? PrintSyntax.parsePunctuation(p) : null;
  }

  @Override public List<OpDef> ops() { return OPS; }
}
