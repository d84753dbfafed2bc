package dev.loomlir.lowering;

import dev.loomlir.lowering.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.PipelineElement.PassElement;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses MLIR's textual pipeline syntax, {@code builtin.module(func.func(a, b{opt=1 x=y}), c)}.
 * The outermost element must name the anchor op, as mlir-opt requires.
 */
public final class PassPipelineParser {
  private static final String PARSER_NAME = "MLIR Textual PassPipeline Parser";

  private final String text;
  private int pos;

  private PassPipelineParser(String text) { this.text = text; }

  public static NestedPipeline parse(String text) throws PassPipelineException {
    PassPipelineParser parser = new PassPipelineParser(text);
    parser.skipSpaces();
    List<PipelineElement> top = parser.parseList();
    parser.skipSpaces();
    if (parser.pos < text.length()) throw parser.error(parser.pos, "expected ',' after parsing pipeline");
    if (top.size() != 1 || !(top.get(0) instanceof NestedPipeline nested)) {
      throw new PassPipelineException("expected pass pipeline to be wrapped with the anchor operation type, "
          + "e.g. 'builtin.module(...)'");
    }
    return nested;
  }

  private List<PipelineElement> parseList() throws PassPipelineException {
    List<PipelineElement> elements = new ArrayList<>();
    skipSpaces();
    if (peek() == ')' || pos >= text.length()) return elements;
    while (true) {
      elements.add(parseElement());
      skipSpaces();
      if (peek() != ',') return elements;
      pos++;
      skipSpaces();
    }
  }

  private PipelineElement parseElement() throws PassPipelineException {
    int start = pos;
    while (pos < text.length() && !isDelimiter(text.charAt(pos))) pos++;
    String name = text.substring(start, pos);
    if (name.isEmpty()) throw error(start, "expected pass name");
    skipSpaces();
    if (peek() == '(') {
      pos++;
      List<PipelineElement> nested = parseList();
      skipSpaces();
      if (peek() != ')') throw error(pos, "expected ')' to close nested pipeline");
      pos++;
      return new NestedPipeline(name, nested, start);
    }
    List<OptionArgument> options = List.of();
    if (peek() == '{') {
      int open = pos++;
      int close = findClosingBrace(open);
      String body = text.substring(open + 1, close);
      pos = close + 1;
      options = PassOptionSplitter.split(body);
    }
    return new PassElement(name, options, start);
  }

  private int findClosingBrace(int open) throws PassPipelineException {
    int close = OptionScanner.skipBalanced(text, open + 1, c -> c == '}');
    if (close < 0 || close == text.length()) {
      throw error(open, "missing closing '}' while processing pass options");
    }
    return close;
  }

  private static boolean isDelimiter(char c) {
    return c == ',' || c == '(' || c == ')' || c == '{' || c == '}' || Character.isWhitespace(c);
  }

  private char peek() { return pos < text.length() ? text.charAt(pos) : '\0'; }

  private void skipSpaces() { pos = OptionScanner.skipSpaces(text, pos); }

  private PassPipelineException error(int at, String message) {
    return positionedError(text, at, message);
  }

  /** An error in mlir-opt's form: the parser name, 1-based column, message, the text and a caret. */
  static PassPipelineException positionedError(String text, int at, String message) {
    return new PassPipelineException(PARSER_NAME + ":1:" + (at + 1) + ": error: " + message + "\n"
        + text + "\n" + " ".repeat(Math.max(0, at)) + "^");
  }
}
