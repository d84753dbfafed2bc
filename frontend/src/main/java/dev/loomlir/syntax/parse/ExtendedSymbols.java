package dev.loomlir.syntax.parse;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpAsmParser;
import java.util.Map;

/**
 * The shape shared by {@code #...} attributes and {@code !...} types: an alias, a dialect's
 * {@code ns.mnemonic<...>} (pretty) or {@code ns<...>} (verbose, the dialect reads the mnemonic
 * itself), or, with unregistered dialects allowed, an opaque body.
 */
final class ExtendedSymbols {
  /** What differs between attributes and types. */
  interface Kind<T> {
    Map<String, T> aliases(ParserState s);

    /** The dialect's parser; null when it has no such mnemonic. */
    T parse(Dialect dialect, String mnemonic, OpAsmParser p);

    String unknownMessage(String ns, String mnemonic);

    String unregisteredMessage(String ns, String body);

    T opaque(String ns, String body);
  }

  private ExtendedSymbols() {}

  /** Parses the construct starting at the current {@code #name} / {@code !name} token. */
  static <T> T parse(ParserState s, Kind<T> kind) {
    Token t = s.tok;
    int nameStart = t.start() + 1;
    int dot = indexOfDot(s.text, nameStart, t.end());
    boolean verbose = dot < 0 && t.end() < s.text.length() && s.text.charAt(t.end()) == '<';
    if (dot < 0 && !verbose) {
      String alias = s.text.substring(nameStart, t.end());
      s.consume();
      T aliased = kind.aliases(s).get(alias);
      if (aliased == null) throw s.error("undefined symbol alias id '" + alias + "'");
      return aliased;
    }
    String ns = s.text.substring(nameStart, verbose ? t.end() : dot);
    String mnemonic = verbose ? "" : s.text.substring(dot + 1, t.end());
    Dialect dialect = s.ctx.dialect(ns);
    if (dialect != null) {
      s.consume();
      s.enterNested();
      s.pushErrorPrefix("");
      T parsed = kind.parse(dialect, mnemonic, s.asm);
      s.popErrorPrefix();
      s.exitNested();
      if (parsed == null) throw s.errorAt(verbose ? t.end() : dot + 1, kind.unknownMessage(ns, mnemonic));
      return parsed;
    }
    int bodyStart = verbose ? t.end() : dot + 1;
    int bodyEnd = PrettyDialectBody.end(s, t.end());
    String body = s.text.substring(bodyStart, bodyEnd);
    if (!s.ctx.allowUnregisteredDialects()) throw s.errorAt(bodyStart, kind.unregisteredMessage(ns, body));
    s.resetTo(bodyEnd);
    return kind.opaque(ns, body);
  }

  /** The first '.' in [from, to), or -1 (bounded: a search to the end of a large file would be quadratic). */
  private static int indexOfDot(String text, int from, int to) {
    for (int i = from; i < to; i++) if (text.charAt(i) == '.') return i;
    return -1;
  }
}
