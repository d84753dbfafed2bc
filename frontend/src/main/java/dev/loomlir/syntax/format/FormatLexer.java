package dev.loomlir.syntax.format;

import java.util.ArrayList;
import java.util.List;

/** Splits an assembly format string into tokens: literals, variables, directive keywords, punctuation. */
final class FormatLexer {
  enum Kind { LITERAL, VARIABLE, IDENT, STRING, PUNCT, EOF }

  record Token(Kind kind, String text, int offset) {
    boolean is(String punct) { return kind == Kind.PUNCT && text.equals(punct); }

    boolean isIdent(String ident) { return kind == Kind.IDENT && text.equals(ident); }

    @Override public String toString() {
      return switch (kind) {
        case LITERAL -> "`" + text + "`";
        case VARIABLE -> "$" + text;
        case STRING -> "\"" + text + "\"";
        case EOF -> "end of format";
        default -> "'" + text + "'";
      };
    }
  }

  private static final String PUNCTUATION = "()?^:,<>|";

  private FormatLexer() {}

  /** Tokenizes {@code format}; {@code error} builds the exception for malformed input. */
  static List<Token> tokenize(String format, FormatErrors error) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    while (i < format.length()) {
      char c = format.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '`') {
        int end = format.indexOf('`', i + 1);
        if (end < 0) throw error.at(i, "unterminated literal");
        tokens.add(new Token(Kind.LITERAL, format.substring(i + 1, end), i));
        i = end + 1;
      } else if (c == '"') {
        int end = format.indexOf('"', i + 1);
        if (end < 0) throw error.at(i, "unterminated string");
        tokens.add(new Token(Kind.STRING, format.substring(i + 1, end), i));
        i = end + 1;
      } else if (c == '$') {
        int end = identEnd(format, i + 1, false);
        if (end == i + 1) throw error.at(i, "expected variable name after '$'");
        tokens.add(new Token(Kind.VARIABLE, format.substring(i + 1, end), i));
        i = end;
      } else if (Character.isLetter(c) || c == '_') {
        int end = identEnd(format, i, true);
        tokens.add(new Token(Kind.IDENT, format.substring(i, end), i));
        i = end;
      } else if (PUNCTUATION.indexOf(c) >= 0) {
        tokens.add(new Token(Kind.PUNCT, String.valueOf(c), i));
        i++;
      } else {
        throw error.at(i, "unexpected character '" + c + "'");
      }
    }
    tokens.add(new Token(Kind.EOF, "", format.length()));
    return tokens;
  }

  /** Identifiers are letters, digits and '_'; directive keywords also contain '-' ({@code attr-dict}). */
  private static int identEnd(String s, int i, boolean allowDash) {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isLetterOrDigit(c) || c == '_' || (allowDash && c == '-')) i++;
      else break;
    }
    return i;
  }
}
