package dev.loomlir.dialect;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Type;
import java.util.List;

/**
 * A dialect: a namespace of ops, and the parsers of its types ({@code !ns.mnemonic...}) and
 * attributes ({@code #ns.mnemonic...}).
 */
public interface Dialect {
  String namespace();

  List<OpDef> ops();

  /**
   * The op of {@link #ops} named {@code name} (with this dialect's prefix), or null. loomlir's
   * dialects answer with a {@code switch} that initializes the class of that op alone, so that a
   * start-up which parses a few of a dialect's ops does not initialize the other fifty; this
   * default builds them all.
   */
  default OpDef op(String name) {
    for (OpDef op : ops()) {
      if (op.name().equals(name)) return op;
    }
    return null;
  }

  /**
   * Parses the type after {@code !ns.mnemonic}; the parser is positioned just after the mnemonic.
   * For the verbose form {@code !ns<mnemonic ...>} the mnemonic is {@code ""} and the parser is
   * positioned at the {@code <}. Returns null if the dialect has no such type (the caller reports the error).
   */
  default Type parseType(String mnemonic, OpAsmParser p) { return null; }

  /** Parses the attribute after {@code #ns.}; as {@link #parseType}. */
  default Attribute parseAttribute(String mnemonic, OpAsmParser p) { return null; }
}
