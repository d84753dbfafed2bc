package dev.loomlir.cli;

import java.util.List;

/**
 * Parses the common command lines of {@code opt}, {@code run} and {@code compile} without
 * picocli: its ~170 classes are compiled for Java 5, so the JVM's AOT cache and CDS archive
 * cannot hold them, and building its model by reflection cost ~90 ms of every start
 * (docs/performance-notes.md). It accepts only what picocli would read the same way: an input
 * file, declared options spelled in full ({@code --name value}, {@code --name=value},
 * {@code -o value}), each single-valued option once. Anything else (help, version, an unknown or
 * repeated option, a missing value, {@code --}, clustered short options) returns null, and picocli
 * takes the command line as it always did, with its own messages.
 */
final class FastArgs {
  private FastArgs() {}

  /** The arguments of {@code command} (those after its name), or null when picocli should parse them. */
  static ParsedArgs parse(CliCommand command, List<String> args) {
    ParsedArgs parsed = new ParsedArgs();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("-") || !arg.startsWith("-")) {
        if (!parsed.setFile(arg)) return null;
        continue;
      }
      String name = arg;
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 2) {
        name = arg.substring(0, eq);
        value = arg.substring(eq + 1);
      }
      CliOption option = command.option(name);
      if (option == null) return null;
      if (!option.takesValue()) {
        if (value != null || !parsed.set(option, Boolean.TRUE)) return null;
        continue;
      }
      if (value == null) {
        if (i + 1 == args.size()) return null;
        value = args.get(++i);
        if (value.startsWith("-") && !value.equals("-")) return null;
      }
      Object typed = value;
      if (option.kind() == CliOption.Kind.INT_VALUE) {
        if (!isPlainNumber(value)) return null;
        typed = Integer.parseInt(value);
      }
      if (!parsed.set(option, typed)) return null;
    }
    for (CliOption o : command.options()) {
      if (o.required() && !parsed.flag(o.key())) return null;
    }
    return parsed;
  }

  /** Digits without sign or leading zero, below 10^9: read as picocli reads them. */
  private static boolean isPlainNumber(String s) {
    if (s.isEmpty() || s.length() > 9 || (s.length() > 1 && s.charAt(0) == '0')) return false;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
    }
    return true;
  }
}
