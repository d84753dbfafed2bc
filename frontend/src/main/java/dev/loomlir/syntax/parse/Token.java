package dev.loomlir.syntax.parse;

/**
 * One lexed token: its kind and the [start, end) offsets of its spelling in the buffer. The
 * spelling itself is only copied out of the buffer when a parser asks for it.
 */
public record Token(Kind kind, int start, int end) {
  public enum Kind {
    EOF, BARE_IDENTIFIER, PERCENT_IDENTIFIER, CARET_IDENTIFIER, AT_IDENTIFIER, HASH_IDENTIFIER,
    EXCLAMATION_IDENTIFIER, INTEGER, FLOAT, STRING,
    // punctuation
    ARROW("->"), COLON(":"), COLON_COLON("::"), COMMA(","), ELLIPSIS("..."), EQUAL("="), GREATER(">"),
    L_BRACE("{"), R_BRACE("}"), L_PAREN("("), R_PAREN(")"), L_SQUARE("["), R_SQUARE("]"), LESS("<"),
    MINUS("-"), PLUS("+"), QUESTION("?"), STAR("*"), VERTICAL_BAR("|"), SEMICOLON(";");

    /** The spelling of a punctuation token; null for the others. */
    public final String punct;

    Kind() { this(null); }

    Kind(String punct) { this.punct = punct; }

    /** The punctuation kind spelled {@code s}, or null. */
    public static Kind ofPunct(String s) {
      for (Kind k : values()) if (s.equals(k.punct)) return k;
      return null;
    }
  }

  public boolean is(Kind k) { return kind == k; }

  public int length() { return end - start; }
}
