package dev.loomlir.lowering.pass;

import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Parses MLIR's textual pipeline syntax, {@code builtin.module(func.func(a, b{opt=1 x=y}), c)}, as
 * mlir-opt-22 does. The text must be {@code anchor(...)}; what is inside the parentheses is parsed
 * on its own, so error columns count in it. An element is a name up to the next {@code ,}
 * {@code (} {@code )} or <code>{</code>, trimmed (it may be empty or hold spaces: the pass lookup
 * rejects it then); a name before {@code (} anchors a nested pipeline ({@code any} when empty).
 * Options run to the matching closing brace, counting braces only: quotes do not hide one here.
 */
public final class PassPipelineParser {
  private static final String ANY = "any";

  private final String text;

  private PassPipelineParser(String text) { this.text = text; }

  /** A pipeline under construction: its anchor, where its name starts, and its elements so far. */
  private record OpenPipeline(String anchor, int offset, List<PipelineElement> elements) {
    NestedPipeline close() { return new NestedPipeline(anchor, elements, offset); }
  }

  public static ParsedPipeline parse(String text) throws PassPipelineException {
    String trimmed = LlvmSpaces.trim(text);
    int open = trimmed.indexOf('(');
    if (open <= 0 || !trimmed.endsWith(")")) {
      throw new PassPipelineException("expected pass pipeline to be wrapped with the anchor operation type, "
          + "e.g. 'builtin.module(...)'");
    }
    String anchor = LlvmSpaces.trim(trimmed.substring(0, open));
    String inner = trimmed.substring(open + 1, trimmed.length() - 1);
    List<PipelineElement> elements = inner.isEmpty() ? List.of() : new PassPipelineParser(inner).parseElements();
    return new ParsedPipeline(new NestedPipeline(anchor, elements, 0), inner);
  }

  private List<PipelineElement> parseElements() throws PassPipelineException {
    int n = text.length();
    Deque<OpenPipeline> open = new ArrayDeque<>();
    open.push(new OpenPipeline("", 0, new ArrayList<>()));
    int pos = 0;
    while (true) {
      int separator = nextSeparator(pos);
      int nameEnd = separator < 0 ? n : separator;
      int nameStart = Math.min(LlvmSpaces.skip(text, pos), nameEnd);
      String name = LlvmSpaces.trim(text.substring(pos, nameEnd));
      if (separator < 0) {
        open.peek().elements().add(new PassElement(name, List.of(), nameStart));
        break;
      }
      char c = text.charAt(separator);
      if (c == '(') {
        open.push(new OpenPipeline(name.isEmpty() ? ANY : name, nameStart, new ArrayList<>()));
        pos = separator + 1;
        continue;
      }
      if (c == '{') {
        int close = closingBrace(separator);
        List<OptionArgument> options = PassOptionSplitter.split(text.substring(separator + 1, close));
        open.peek().elements().add(new PassElement(name, options, nameStart));
        pos = LlvmSpaces.skip(text, close + 1);
      } else {
        open.peek().elements().add(new PassElement(name, List.of(), nameStart));
        pos = separator;
      }
      while (pos < n && text.charAt(pos) == ')') {
        if (open.size() == 1) {
          throw error(pos, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
        }
        NestedPipeline nested = open.pop().close();
        open.peek().elements().add(nested);
        pos = LlvmSpaces.skip(text, pos + 1);
      }
      if (pos == n) break;
      if (text.charAt(pos) != ',') throw error(pos, "expected ',' after parsing pipeline");
      pos++;
    }
    if (open.size() > 1) throw error(pos, "encountered unbalanced parentheses while parsing pipeline");
    return open.peek().elements();
  }

  /** The index of the next character at or after {@code from} that ends a name, or -1. */
  private int nextSeparator(int from) {
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ',' || c == '(' || c == ')' || c == '{') return i;
    }
    return -1;
  }

  private int closingBrace(int open) throws PassPipelineException {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    throw error(open, "missing closing '}' while processing pass options");
  }

  private PassPipelineException error(int at, String message) {
    return ParsedPipeline.errorAt(text, at, message);
  }
}
