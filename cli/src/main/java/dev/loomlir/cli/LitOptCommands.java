package dev.loomlir.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code loomlir opt} command lines of a lit test's RUN lines, for the start-up training
 * ({@link StartupTraining}) to run what the lit suite runs: each pipeline stage
 * {@code [not] loomlir opt ARGS} that reads the test file ({@code %s}), its arguments split as the
 * shell would for the plain words and single-quoted strings the corpus uses, redirections left
 * out. Stages reading stdin, or naming another substitution ({@code %t}, {@code %S}), are left out
 * too: the training is a best effort, never a test runner (that is {@code testing.lit}).
 */
final class LitOptCommands {
  private static final Pattern RUN = Pattern.compile("RUN:(.*)$");
  private static final Pattern OPT = Pattern.compile("^\\s*(?:not\\s+)?loomlir\\s+opt\\s+(.*)$");

  private LitOptCommands() {}

  /** Each command's arguments after {@code opt}, {@code %s} replaced by {@code file}. */
  static List<List<String>> of(String text, String file) {
    List<List<String>> commands = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String source : text.split("\n", -1)) {
      Matcher m = RUN.matcher(source);
      if (!m.find()) continue;
      String part = m.group(1).strip();
      if (part.endsWith("\\")) {
        line.append(part, 0, part.length() - 1).append(' ');
        continue;
      }
      line.append(part);
      for (String stage : line.toString().split("\\|")) {
        Matcher opt = OPT.matcher(stage);
        if (!opt.matches() || !opt.group(1).contains("%s") || opt.group(1).matches(".*%[tST].*")) continue;
        List<String> args = words(opt.group(1).replace("%s", file));
        if (args != null) commands.add(args);
      }
      line.setLength(0);
    }
    return commands;
  }

  /**
   * Words and single-quoted strings, {@code 2>&1} dropped; null for anything else the shell would
   * treat specially (double quotes, variables, other redirections, globs).
   */
  private static List<String> words(String s) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\'') {
        int close = s.indexOf('\'', i + 1);
        if (close < 0) return null;
        word.append(s, i + 1, close);
        i = close;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) words.add(word.toString());
        word.setLength(0);
        inWord = false;
      } else if ("\"$`\\;<*?".indexOf(c) >= 0) {
        return null;
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (inWord) words.add(word.toString());
    List<String> args = new ArrayList<>();
    for (String w : words) {
      if (w.equals("2>&1")) continue;
      if (w.indexOf('>') >= 0 || w.indexOf('&') >= 0) return null;
      args.add(w);
    }
    return args;
  }
}
