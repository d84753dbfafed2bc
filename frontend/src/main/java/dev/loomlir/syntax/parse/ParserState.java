package dev.loomlir.syntax.parse;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Context;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.Type;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.HashMap;
import java.util.Map;

/**
 * What every part of the parser shares: the token stream, alias tables, the nesting-depth guard
 * and the way errors are positioned (mirroring mlir-opt's placement rules).
 */
final class ParserState {
  /** Regions, types and attributes nested deeper than this are rejected rather than risking the stack. */
  static final int MAX_NESTING_DEPTH = 100_000;

  final Context ctx;
  final SourceBuffer buffer;
  final String text;
  final Lexer lexer;
  private final SpellingTable spellings;
  Token tok;

  final Map<String, Type> typeAliases = new HashMap<>();
  final Map<String, Attribute> attrAliases = new HashMap<>();

  /** The facade handed to dialect type/attribute hooks; set once by the op parser. */
  OpAsmParser asm;
  TypeParser types;
  AttributeParser attrs;
  LocationParser locs;

  private int depth;

  /**
   * For errors that custom op syntax reports itself: {@code "custom op 'name' "} while an op's
   * syntax is parsing, {@code ""} inside a dialect type/attribute hook (MLIR words them so).
   */
  private final java.util.ArrayList<String> errorPrefixes = new java.util.ArrayList<>();
  /** Op names whose custom syntax is parsing, innermost last; the prefix is only spelled when an error needs it. */
  private final java.util.ArrayList<String> customOps = new java.util.ArrayList<>();

  ParserState(Context ctx, SourceBuffer buffer) {
    this.ctx = ctx;
    this.buffer = buffer;
    this.text = buffer.text();
    this.lexer = new Lexer(buffer);
    this.spellings = new SpellingTable(text);
    this.tok = lexer.next();
  }

  // ---- token stream ----

  void consume() { tok = lexer.next(); }

  boolean at(Kind k) { return tok.kind() == k; }

  boolean consumeIf(Kind k) {
    if (tok.kind() != k) return false;
    consume();
    return true;
  }

  /** Consumes a token of kind {@code k} or fails with {@code message} (placed as mlir-opt does). */
  void expect(Kind k, String message) {
    if (tok.kind() != k) throw wrongToken(message);
    consume();
  }

  /** Re-lexes from {@code offset} (used to split tokens such as {@code 4xf32}). */
  void resetTo(int offset) {
    lexer.resetTo(offset);
    consume();
  }

  String spelling() { return spellings.intern(tok.start(), tok.end()); }

  String spelling(Token t) { return spellings.intern(t.start(), t.end()); }

  boolean atKeyword(String keyword) {
    return tok.kind() == Kind.BARE_IDENTIFIER && tok.length() == keyword.length()
        && text.startsWith(keyword, tok.start());
  }

  boolean consumeKeyword(String keyword) {
    if (!atKeyword(keyword)) return false;
    consume();
    return true;
  }

  /** The decoded value of the current string token. */
  String stringValue() { return StringLiterals.decode(text, tok.start(), tok.end()); }

  // ---- nesting guard ----

  void enterNested() {
    if (++depth > MAX_NESTING_DEPTH) {
      throw error("nesting depth of the input exceeds the parser's limit of " + MAX_NESTING_DEPTH);
    }
  }

  void exitNested() { depth--; }

  // ---- diagnostics ----

  void pushErrorPrefix(String prefix) {
    errorPrefixes.add(prefix);
    customOps.add(null);
  }

  /** While custom syntax of {@code opName} parses: errors read {@code custom op 'opName' ...}. */
  void pushCustomOpPrefix(String opName) {
    errorPrefixes.add(null);
    customOps.add(opName);
  }

  void popErrorPrefix() {
    errorPrefixes.remove(errorPrefixes.size() - 1);
    customOps.remove(customOps.size() - 1);
  }

  String errorPrefix() {
    if (errorPrefixes.isEmpty()) return "";
    String opName = customOps.get(customOps.size() - 1);
    return opName != null ? "custom op '" + opName + "' " : errorPrefixes.get(errorPrefixes.size() - 1);
  }

  Location.FileLineCol location(int offset) {
    int o = Math.max(0, Math.min(offset, text.length()));
    return new Location.FileLineCol(buffer.name(), buffer.line(o), buffer.column(o));
  }

  DiagnosticException errorAt(int offset, String message) {
    return new DiagnosticException(location(offset), message);
  }

  /** An error at the current token (one character back at end of file). */
  DiagnosticException error(String message) {
    return new DiagnosticException(here(), message);
  }

  /** Where the current token is (one character back at end of file): where errors about it point. */
  Location.FileLineCol here() {
    int offset = tok.start();
    if (tok.kind() == Kind.EOF) offset--;
    return location(offset);
  }

  /**
   * An "expected ..." error. As mlir-opt does, when the unexpected token starts a line the error
   * points just after the last token of the previous non-blank line instead.
   */
  DiagnosticException wrongToken(String message) {
    int offset = tok.start();
    if (tok.kind() == Kind.EOF) offset--;
    int original = offset;
    int end = Math.max(0, offset);
    while (true) {
      while (end > 0 && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) end--;
      if (end == 0) return errorAt(original, message);
      char last = text.charAt(end - 1);
      if (last != '\n' && last != '\r') return errorAt(end, message);
      end--;
      int lineStart = end;
      while (lineStart > 0 && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r') lineStart--;
      int comment = text.substring(lineStart, end).indexOf("//");
      if (comment >= 0) end = lineStart + comment;
    }
  }
}
