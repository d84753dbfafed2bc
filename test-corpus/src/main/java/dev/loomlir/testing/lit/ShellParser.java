package dev.loomlir.testing.lit;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a RUN command as lit's internal shell does: words with {@code '...'}, {@code "..."} and
 * backslash quoting; pipelines joined by {@code |}; pipelines sequenced by {@code &&}.
 */
public final class ShellParser {
  private sealed interface Token {}

  private record Word(String text) implements Token {}

  private record Operator(String op) implements Token {}

  private ShellParser() {}

  /** The pipelines of a command, to run in order while each succeeds. */
  public static List<List<ShellCommand>> parse(String command) {
    List<Token> tokens = tokenize(command);
    List<List<ShellCommand>> sequence = new ArrayList<>();
    List<ShellCommand> pipeline = new ArrayList<>();
    Builder current = new Builder();
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (t instanceof Word w) {
        current.argv.add(w.text());
        continue;
      }
      String op = ((Operator) t).op();
      switch (op) {
        case "|", "&&" -> {
          pipeline.add(current.build(command));
          current = new Builder();
          if (op.equals("&&")) {
            sequence.add(pipeline);
            pipeline = new ArrayList<>();
          }
        }
        case "2>&1" -> current.stderrToStdout = true;
        case "<", ">", ">>", "2>" -> {
          if (i + 1 >= tokens.size() || !(tokens.get(i + 1) instanceof Word target)) {
            throw new IllegalArgumentException("missing file after '" + op + "' in: " + command);
          }
          i++;
          switch (op) {
            case "<" -> current.stdinFile = target.text();
            case "2>" -> current.stderrFile = target.text();
            default -> {
              current.stdoutFile = target.text();
              current.append = op.equals(">>");
            }
          }
        }
        default -> throw new IllegalArgumentException("unsupported shell operator '" + op + "' in: " + command);
      }
    }
    pipeline.add(current.build(command));
    sequence.add(pipeline);
    return sequence;
  }

  private static final class Builder {
    final List<String> argv = new ArrayList<>();
    String stdinFile;
    String stdoutFile;
    boolean append;
    String stderrFile;
    boolean stderrToStdout;

    ShellCommand build(String command) {
      if (argv.isEmpty()) throw new IllegalArgumentException("empty command in: " + command);
      return new ShellCommand(argv, stdinFile, stdoutFile, append, stderrFile, stderrToStdout);
    }
  }

  private static List<Token> tokenize(String s) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (s.startsWith("2>&1", i)) {
        tokens.add(new Operator("2>&1"));
        i += 4;
      } else if (s.startsWith("&&", i) || s.startsWith(">>", i) || s.startsWith("2>", i) && startsWord(s, i)) {
        tokens.add(new Operator(s.substring(i, i + 2)));
        i += 2;
      } else if (c == '|' || c == '<' || c == '>' || c == ';' || c == '&') {
        tokens.add(new Operator(String.valueOf(c)));
        i++;
      } else {
        StringBuilder word = new StringBuilder();
        i = readWord(s, i, word);
        tokens.add(new Word(word.toString()));
      }
    }
    return tokens;
  }

  /** {@code 2>} is a redirection only at the start of a word. */
  private static boolean startsWord(String s, int i) {
    return i == 0 || Character.isWhitespace(s.charAt(i - 1));
  }

  private static int readWord(String s, int i, StringBuilder word) {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || c == '|' || c == '<' || c == '>' || c == ';' || c == '&') return i;
      if (c == '\'') {
        int end = s.indexOf('\'', i + 1);
        if (end < 0) throw new IllegalArgumentException("unterminated quote in: " + s);
        word.append(s, i + 1, end);
        i = end + 1;
      } else if (c == '"') {
        i++;
        while (i < s.length() && s.charAt(i) != '"') {
          if (s.charAt(i) == '\\' && i + 1 < s.length() && "\"\\$`".indexOf(s.charAt(i + 1)) >= 0) i++;
          word.append(s.charAt(i++));
        }
        if (i >= s.length()) throw new IllegalArgumentException("unterminated quote in: " + s);
        i++;
      } else if (c == '\\' && i + 1 < s.length()) {
        word.append(s.charAt(i + 1));
        i += 2;
      } else {
        word.append(c);
        i++;
      }
    }
    return i;
  }
}
