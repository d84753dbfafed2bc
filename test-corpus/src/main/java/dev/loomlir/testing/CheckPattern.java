package dev.loomlir.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The pattern of one check: literal text with {@code {{regex}}}, {@code [[VAR:regex]]},
 * {@code [[VAR]]} and {@code [[#%fmt,VAR:expr]]} pieces. Variable uses are substituted when the
 * pattern is matched, so one regex is built per match attempt.
 */
public final class CheckPattern {
  private static final Pattern NAME = Pattern.compile("\\$?[A-Za-z_][A-Za-z0-9_]*");
  private static final Pattern LEGACY_LINE = Pattern.compile("@LINE(\\s*[+-]\\s*[0-9]+)?");

  private sealed interface Piece {}

  private record Literal(String text) implements Piece {}

  private record Regex(String javaRegex) implements Piece {}

  private record StringDef(String name, String javaRegex) implements Piece {}

  private record StringUse(String name) implements Piece {}

  private record NumericSubst(String definedName, NumericFormat format, NumericExpression expr) implements Piece {}

  /** A match: where it is, and the variables it defines (committed by the caller if it counts). */
  public record Match(int start, int end, Map<String, String> strings,
                      Map<String, CheckVariables.NumericValue> numerics) {}

  private final List<Piece> pieces;
  private final boolean emptyLine;
  private final boolean fullLine;
  private final boolean strictWhitespace;
  private final int line;
  private Pattern cached;

  private CheckPattern(List<Piece> pieces, boolean emptyLine, boolean fullLine, boolean strictWhitespace, int line) {
    this.pieces = pieces;
    this.emptyLine = emptyLine;
    this.fullLine = fullLine;
    this.strictWhitespace = strictWhitespace;
    this.line = line;
  }

  /** The pattern of CHECK-EMPTY: an empty line. */
  static CheckPattern emptyLine(int line) {
    return new CheckPattern(List.of(), true, false, false, line);
  }

  /**
   * Parses pattern text; {@code line} is the check file line ({@code @LINE}). Throws
   * IllegalArgumentException with a FileCheck-style message for a malformed pattern.
   */
  static CheckPattern parse(String text, int line, boolean fullLine, boolean strictWhitespace) {
    List<Piece> pieces = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (i < text.length()) {
      if (text.startsWith("{{", i)) {
        int end = text.indexOf("}}", i + 2);
        if (end < 0) throw new IllegalArgumentException("found start of regex string with no end '}}'");
        flush(literal, pieces);
        pieces.add(new Regex(checkedRegex(text.substring(i + 2, end))));
        i = end + 2;
      } else if (text.startsWith("[[", i)) {
        int end = substitutionEnd(text, i + 2);
        if (end < 0) throw new IllegalArgumentException("Invalid substitution block, no ]] found");
        flush(literal, pieces);
        pieces.add(substitution(text.substring(i + 2, end)));
        i = end + 2;
      } else {
        literal.append(text.charAt(i++));
      }
    }
    flush(literal, pieces);
    return new CheckPattern(List.copyOf(pieces), false, fullLine, strictWhitespace, line);
  }

  private static void flush(StringBuilder literal, List<Piece> pieces) {
    if (!literal.isEmpty()) {
      pieces.add(new Literal(literal.toString()));
      literal.setLength(0);
    }
  }

  /** Index of the {@code ]]} closing a substitution, skipping brackets nested in its regex. */
  private static int substitutionEnd(String text, int from) {
    int depth = 0;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (depth == 0 && text.startsWith("]]", i)) return i;
        depth = Math.max(0, depth - 1);
      }
    }
    return -1;
  }

  private static Piece substitution(String body) {
    if (body.startsWith("#")) return numericSubstitution(body.substring(1));
    Matcher legacyLine = LEGACY_LINE.matcher(body);
    if (legacyLine.matches()) return new NumericSubst(null, null, NumericExpression.parse(body));
    int colon = body.indexOf(':');
    String name = colon < 0 ? body : body.substring(0, colon);
    if (!NAME.matcher(name).matches()) throw new IllegalArgumentException("invalid variable name");
    if (colon < 0) return new StringUse(name);
    return new StringDef(name, checkedRegex(body.substring(colon + 1)));
  }

  private static Piece numericSubstitution(String body) {
    NumericFormat format = null;
    int comma = body.indexOf(',');
    if (body.startsWith("%") && comma > 0) {
      format = NumericFormat.fromSpec(body.charAt(comma - 1));
      if (format == null) throw new IllegalArgumentException("invalid format specifier in expression");
      body = body.substring(comma + 1);
    }
    int colon = body.indexOf(':');
    if (colon < 0) {
      NumericExpression expr = NumericExpression.parse(body);
      return new NumericSubst(null, format, expr);
    }
    String name = body.substring(0, colon).strip();
    if (!NAME.matcher(name).matches()) throw new IllegalArgumentException("invalid variable name");
    return new NumericSubst(name, format, NumericExpression.parse(body.substring(colon + 1)));
  }

  private static String checkedRegex(String posix) {
    String java = PosixRegex.toJava(posix);
    try {
      compile(java);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("invalid regex: " + e.getDescription());
    }
    return java;
  }

  /**
   * Finds the first match in {@code [from, to)} of {@code input}, or null. Throws
   * IllegalStateException naming an undefined variable the pattern uses.
   */
  Match find(String input, int from, int to, CheckVariables vars) {
    if (emptyLine) return findEmptyLine(input, from, to);
    Map<String, String> stringGroups = new HashMap<>();
    Map<String, NumericGroup> numericGroups = new HashMap<>();
    Pattern regex;
    if (hasSubstitutions()) {
      regex = compile(buildRegex(vars, stringGroups, numericGroups));
    } else {
      if (cached == null) cached = compile(buildRegex(vars, stringGroups, numericGroups));
      regex = cached;
    }
    Matcher m = regex.matcher(input);
    m.region(from, to);
    if (!m.find()) return null;
    Map<String, String> strings = new HashMap<>();
    stringGroups.forEach((name, group) -> strings.put(name, m.group(group)));
    Map<String, CheckVariables.NumericValue> numerics = new HashMap<>();
    numericGroups.forEach((name, g) -> numerics.put(name,
        new CheckVariables.NumericValue(g.format().parse(m.group(g.group())), g.format())));
    return new Match(m.start(), m.end(), strings, numerics);
  }

  /** FileCheck matches newline-sensitively: {@code ^}/{@code $} at line ends, {@code .} not across lines. */
  private static Pattern compile(String regex) {
    return Pattern.compile(regex, Pattern.MULTILINE | Pattern.UNIX_LINES);
  }

  /** A capture group holding a numeric variable's text, and how to read it. */
  private record NumericGroup(String group, NumericFormat format) {}

  private boolean hasSubstitutions() {
    for (Piece p : pieces) {
      if (!(p instanceof Literal) && !(p instanceof Regex)) return true;
    }
    return false;
  }

  /** CHECK-EMPTY: a newline followed by an empty line; the match starts after that newline. */
  private static Match findEmptyLine(String input, int from, int to) {
    for (int i = input.indexOf('\n', from); i >= 0 && i < to; i = input.indexOf('\n', i + 1)) {
      if (i + 1 == to || input.charAt(i + 1) == '\n') return new Match(i + 1, i + 1, Map.of(), Map.of());
    }
    return null;
  }

  private String buildRegex(CheckVariables vars, Map<String, String> stringGroups,
                            Map<String, NumericGroup> numericGroups) {
    StringBuilder re = new StringBuilder();
    int groups = 0;
    for (Piece piece : pieces) {
      switch (piece) {
        case Literal l -> re.append(Pattern.quote(l.text()));
        case Regex r -> re.append("(?:").append(r.javaRegex()).append(')');
        case StringDef d -> {
          String group = "s" + groups++;
          re.append("(?<").append(group).append('>').append(d.javaRegex()).append(')');
          stringGroups.put(d.name(), group);
        }
        case StringUse u -> {
          if (stringGroups.containsKey(u.name())) {
            re.append("\\k<").append(stringGroups.get(u.name())).append('>');
          } else {
            String value = vars.string(u.name());
            if (value == null) throw new IllegalStateException("undefined variable: " + u.name());
            re.append(Pattern.quote(value));
          }
        }
        case NumericSubst n -> appendNumeric(n, vars, re, numericGroups);
      }
    }
    if (!fullLine) return re.toString();
    String space = strictWhitespace ? "" : "[ \\t]*";
    return "^" + space + re + space + "$";
  }

  private void appendNumeric(NumericSubst n, CheckVariables vars, StringBuilder re,
                             Map<String, NumericGroup> numericGroups) {
    NumericFormat format = n.format() != null ? n.format() : n.expr().implicitFormat(vars);
    String matched = n.expr().isEmpty() ? format.regex : Pattern.quote(format.format(n.expr().evaluate(vars, line)));
    if (n.definedName() == null) {
      re.append(matched);
      return;
    }
    String group = "n" + numericGroups.size();
    numericGroups.put(n.definedName(), new NumericGroup(group, format));
    re.append("(?<").append(group).append('>').append(matched).append(')');
  }
}
