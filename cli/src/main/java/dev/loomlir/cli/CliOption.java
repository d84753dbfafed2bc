package dev.loomlir.cli;

import java.util.List;

/**
 * One option of a loomlir command, declared once: {@link FastArgs} parses the common command
 * lines with it, and {@link PicocliModel} builds picocli's model (help, usage errors, everything
 * unusual) from it, so both read the same declaration.
 *
 * @param names its spellings, short before long ({@code -e}, {@code --e}); the last is its key
 * @param label the value's name in the help ({@code OUT}), null for flags
 */
record CliOption(List<String> names, Kind kind, String label, String description, boolean required, boolean hidden) {
  enum Kind {
    /** A boolean, given at most once. */
    FLAG,
    /** A string value, given at most once. */
    VALUE,
    /** An int value, given at most once. */
    INT_VALUE,
    /** Accepted any number of times, value or not, and ignored (mlir-runner's LLVM options). */
    IGNORED_FLAG,
    IGNORED_VALUE
  }

  CliOption {
    names = List.copyOf(names);
  }

  static CliOption flag(String name, String description) {
    return new CliOption(List.of(name), Kind.FLAG, null, description, false, false);
  }

  static CliOption value(String name, String label, String description) {
    return new CliOption(List.of(name), Kind.VALUE, label, description, false, false);
  }

  static CliOption value(List<String> names, String label, String description) {
    return new CliOption(names, Kind.VALUE, label, description, false, false);
  }

  static CliOption intValue(String name, String label, String description) {
    return new CliOption(List.of(name), Kind.INT_VALUE, label, description, false, false);
  }

  static CliOption ignoredFlags(String... names) {
    return new CliOption(List.of(names), Kind.IGNORED_FLAG, null, "", false, true);
  }

  static CliOption ignoredValues(String label, String... names) {
    return new CliOption(List.of(names), Kind.IGNORED_VALUE, label, "", false, true);
  }

  CliOption asRequired() {
    return new CliOption(names, kind, label, description, true, hidden);
  }

  String key() { return names.get(names.size() - 1); }

  boolean takesValue() { return kind == Kind.VALUE || kind == Kind.INT_VALUE || kind == Kind.IGNORED_VALUE; }

  boolean repeatable() { return kind == Kind.IGNORED_FLAG || kind == Kind.IGNORED_VALUE; }
}
