package dev.loomlir.syntax.parse;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.syntax.parse.Token.Kind;

/**
 * Splits MLIR text into tokens on demand. It can be repositioned ({@link #resetTo}), which the
 * parser needs to split tokens such as {@code 4xf32} the way MLIR's shape parser does.
 */
public final class Lexer {
  private final SourceBuffer buffer;
  private final String text;
  private final int length;
  private int pos;

  public Lexer(SourceBuffer buffer) {
    this.buffer = buffer;
    this.text = buffer.text();
    this.length = text.length();
  }

  public String text() { return text; }

  public SourceBuffer buffer() { return buffer; }

  /** Continues lexing at {@code offset}. */
  public void resetTo(int offset) { pos = offset; }

  public Token next() {
    while (true) {
      if (pos >= length) return new Token(Kind.EOF, length, length);
      int start = pos;
      char c = text.charAt(pos++);
      switch (c) {
        case ' ', '\t', '\n', '\r' -> { continue; }
        case '/' -> {
          if (pos < length && text.charAt(pos) == '/') {
            skipLine();
            continue;
          }
          throw error(start, "unexpected character");
        }
        case ',' -> { return punct(Kind.COMMA, start); }
        case '(' -> { return punct(Kind.L_PAREN, start); }
        case ')' -> { return punct(Kind.R_PAREN, start); }
        case '[' -> { return punct(Kind.L_SQUARE, start); }
        case ']' -> { return punct(Kind.R_SQUARE, start); }
        case '{' -> { return punct(Kind.L_BRACE, start); }
        case '}' -> { return punct(Kind.R_BRACE, start); }
        case '<' -> { return punct(Kind.LESS, start); }
        case '>' -> { return punct(Kind.GREATER, start); }
        case '=' -> { return punct(Kind.EQUAL, start); }
        case '?' -> { return punct(Kind.QUESTION, start); }
        case '*' -> { return punct(Kind.STAR, start); }
        case '+' -> { return punct(Kind.PLUS, start); }
        case '|' -> { return punct(Kind.VERTICAL_BAR, start); }
        case ';' -> { return punct(Kind.SEMICOLON, start); }
        case ':' -> {
          if (pos < length && text.charAt(pos) == ':') {
            pos++;
            return punct(Kind.COLON_COLON, start);
          }
          return punct(Kind.COLON, start);
        }
        case '-' -> {
          if (pos < length && text.charAt(pos) == '>') {
            pos++;
            return punct(Kind.ARROW, start);
          }
          return punct(Kind.MINUS, start);
        }
        case '.' -> {
          if (pos + 1 < length && text.charAt(pos) == '.' && text.charAt(pos + 1) == '.') {
            pos += 2;
            return punct(Kind.ELLIPSIS, start);
          }
          throw error(start, "expected three consecutive dots for an ellipsis");
        }
        case '"' -> { return lexString(start); }
        case '@' -> { return lexAtIdentifier(start); }
        case '%' -> { return lexPrefixed(start, Kind.PERCENT_IDENTIFIER, "invalid SSA name"); }
        case '^' -> { return lexPrefixed(start, Kind.CARET_IDENTIFIER, "invalid block name"); }
        case '#' -> { return lexPrefixed(start, Kind.HASH_IDENTIFIER, "invalid attribute name"); }
        case '!' -> { return lexPrefixed(start, Kind.EXCLAMATION_IDENTIFIER, "invalid type identifier"); }
        default -> {
          if (isDigit(c)) return lexNumber(start);
          if (isLetter(c) || c == '_') return lexBareIdentifier(start);
          throw error(start, "unexpected character");
        }
      }
    }
  }

  private Token punct(Kind kind, int start) { return new Token(kind, start, pos); }

  private void skipLine() {
    while (pos < length) {
      char c = text.charAt(pos);
      if (c == '\n' || c == '\r') return;
      pos++;
    }
  }

  private Token lexBareIdentifier(int start) {
    while (pos < length) {
      char c = text.charAt(pos);
      if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') pos++;
      else break;
    }
    return new Token(Kind.BARE_IDENTIFIER, start, pos);
  }

  /** {@code %}, {@code ^}, {@code #}, {@code !} followed by digits or an identifier with {@code $._-}. */
  private Token lexPrefixed(int start, Kind kind, String invalidMessage) {
    if (pos >= length) throw error(start, invalidMessage);
    char c = text.charAt(pos);
    if (isDigit(c)) {
      while (pos < length && isDigit(text.charAt(pos))) pos++;
    } else if (isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-') {
      while (pos < length) {
        char d = text.charAt(pos);
        if (isLetter(d) || isDigit(d) || d == '$' || d == '.' || d == '_' || d == '-') pos++;
        else break;
      }
    } else {
      throw error(start, invalidMessage);
    }
    return new Token(kind, start, pos);
  }

  private Token lexAtIdentifier(int start) {
    if (pos < length && text.charAt(pos) == '"') {
      pos++;
      lexString(pos - 1);
      return new Token(Kind.AT_IDENTIFIER, start, pos);
    }
    if (pos >= length || !(isLetter(text.charAt(pos)) || text.charAt(pos) == '_')) {
      throw error(pos, "@ identifier expected to start with letter or '_'");
    }
    while (pos < length) {
      char c = text.charAt(pos);
      if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') pos++;
      else break;
    }
    return new Token(Kind.AT_IDENTIFIER, start, pos);
  }

  /** A string literal; escapes are validated here and decoded by {@link StringLiterals}. */
  private Token lexString(int start) {
    while (true) {
      if (pos >= length) throw error(pos, "expected '\"' in string literal");
      char c = text.charAt(pos++);
      switch (c) {
        case '"' -> { return new Token(Kind.STRING, start, pos); }
        case '\n', '\r' -> throw error(pos - 1, "expected '\"' in string literal");
        case '\\' -> {
          if (pos < length) {
            char e = text.charAt(pos);
            if (e == '"' || e == '\\' || e == 'n' || e == 't') {
              pos++;
              continue;
            }
            if (pos + 1 < length && isHexDigit(e) && isHexDigit(text.charAt(pos + 1))) {
              pos += 2;
              continue;
            }
          }
          throw error(pos - 1, "unknown escape in string literal");
        }
        default -> { }
      }
    }
  }

  private Token lexNumber(int start) {
    if (text.charAt(start) == '0' && pos + 1 < length && text.charAt(pos) == 'x' && isHexDigit(text.charAt(pos + 1))) {
      pos += 2;
      while (pos < length && isHexDigit(text.charAt(pos))) pos++;
      return new Token(Kind.INTEGER, start, pos);
    }
    while (pos < length && isDigit(text.charAt(pos))) pos++;
    if (pos >= length || text.charAt(pos) != '.') return new Token(Kind.INTEGER, start, pos);
    pos++;
    while (pos < length && isDigit(text.charAt(pos))) pos++;
    if (pos < length && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
      int p = pos + 1;
      if (p < length && (text.charAt(p) == '+' || text.charAt(p) == '-')) p++;
      if (p < length && isDigit(text.charAt(p))) {
        pos = p;
        while (pos < length && isDigit(text.charAt(pos))) pos++;
      }
    }
    return new Token(Kind.FLOAT, start, pos);
  }

  private DiagnosticException error(int offset, String message) {
    return new DiagnosticException(location(offset), message);
  }

  Location.FileLineCol location(int offset) {
    return new Location.FileLineCol(buffer.name(), buffer.line(offset), buffer.column(offset));
  }

  static boolean isDigit(char c) { return c >= '0' && c <= '9'; }

  static boolean isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

  static boolean isHexDigit(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
}
