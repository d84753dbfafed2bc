package dev.loomlir.api;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A symbol of the module as the user wrote it, before any pass: what a {@link JavaFacade}'s Javadoc
 * quotes and how it names parameters.
 *
 * @param opName the op that declared it, e.g. {@code func.func} or {@code async.func}
 * @param location where it is declared (an unknown location when the IR carried none)
 * @param argumentNames the SSA names of its arguments without {@code %}, as written in the
 *     signature (empty when they could not be read, e.g. for a declaration)
 */
record SourceFunction(String opName, Location location, List<String> argumentNames) {
  /** The longest signature read for argument names, in lines. */
  private static final int MAX_HEADER_LINES = 50;

  /** The symbols at the top level of {@code module}, by name. */
  static Map<String, SourceFunction> collect(Operation module, SourceBuffer buffer) {
    Map<String, SourceFunction> functions = new LinkedHashMap<>();
    Block body = module.regions().isEmpty() ? null : module.region(0).entryBlock();
    if (body == null) return functions;
    for (Operation op : body) {
      if (!(op.attr("sym_name") instanceof StringAttr name)) continue;
      List<String> names = op.location() instanceof Location.FileLineCol at
          ? argumentNames(header(buffer, at.line(), at.column())) : List.of();
      functions.put(name.value(), new SourceFunction(op.name(), op.location(), names));
    }
    return functions;
  }

  /** {@code file:line} of the declaration, or null without a file location. */
  String fileLine() {
    return location instanceof Location.FileLineCol at ? at.file() + ":" + at.line() : null;
  }

  /** The source from the op's first character on (up to {@link #MAX_HEADER_LINES} lines). */
  private static String header(SourceBuffer buffer, int line, int column) {
    StringBuilder text = new StringBuilder();
    for (int l = line; l < line + MAX_HEADER_LINES; l++) {
      String lineText = buffer.lineText(l);
      if (lineText == null) break;
      text.append(l == line ? lineText.substring(Math.min(lineText.length(), Math.max(0, column - 1))) : lineText)
          .append('\n');
    }
    return text.toString();
  }

  /**
   * The {@code %name}s that start the entries of the first parenthesized list after the symbol:
   * {@code func.func @f(%a: i32, %b: memref<?xf32>)} gives {@code [a, b]}; a declaration's
   * {@code (i32, f32)} gives nothing.
   */
  static List<String> argumentNames(String header) {
    int at = header.indexOf('@');
    int open = at < 0 ? -1 : header.indexOf('(', at);
    if (open < 0) return List.of();
    List<String> names = new ArrayList<>();
    int depth = 0;
    boolean entryStart = true;
    for (int i = open; i < header.length(); i++) {
      char c = header.charAt(i);
      if (c == '(' || c == '<' || c == '[' || c == '{') {
        depth++;
        if (depth == 1) entryStart = true;
        continue;
      }
      if (c == '>' && header.charAt(i - 1) == '-') continue;  // the arrow of a function type
      if (c == ')' || c == '>' || c == ']' || c == '}') {
        if (--depth == 0) break;
        continue;
      }
      if (depth != 1) continue;
      if (c == ',') {
        entryStart = true;
      } else if (entryStart && !Character.isWhitespace(c)) {
        entryStart = false;
        if (c != '%') return List.of();
        int end = i + 1;
        while (end < header.length() && isNameChar(header.charAt(end))) end++;
        names.add(header.substring(i + 1, end));
      }
    }
    return names;
  }

  private static boolean isNameChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.' || c == '-';
  }
}
