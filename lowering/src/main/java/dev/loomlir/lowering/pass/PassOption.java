package dev.loomlir.lowering.pass;

import java.util.List;
import java.util.function.Function;

/**
 * One option of a pass (upstream's {@code Option<T>} / {@code ListOption<T>} in a pass
 * declaration): its name, what it does, its type and default, read from the command line as
 * LLVM's option parser reads it. A pass declares its options once, as constants, and reads their
 * values by the same constants ({@link PassOptionValues#get}), so an option cannot be declared and
 * forgotten. An option loomlir accepts only so that upstream pipelines parse says so
 * ({@link #noEffect}), and {@code --help} shows it.
 *
 * @param <T> the value type: Boolean, Integer, Long (also for unsigned), String or List&lt;String&gt;
 */
public final class PassOption<T> {
  /** How the option's value is spelled, as LLVM's {@code --help} names it. */
  public enum Kind {
    BOOL(""), INT("=<int>"), UINT("=<uint>"), LONG("=<long>"), STRING("=<string>"), STRING_LIST("=<string>"), CHOICE("=<value>");

    final String helpSuffix;

    Kind(String helpSuffix) { this.helpSuffix = helpSuffix; }
  }

  /** One accepted value of a {@link Kind#CHOICE} option (an LLVM enum option), with what it means. */
  public record Choice(String value, String description) {}

  private final String name;
  private final String description;
  private final Kind kind;
  private final T defaultValue;
  private final List<Choice> choices;
  private final Function<String, T> reader;
  private final String noEffectReason;

  private PassOption(String name, String description, Kind kind, T defaultValue, List<Choice> choices,
                     Function<String, T> reader, String noEffectReason) {
    this.name = name;
    this.description = description;
    this.kind = kind;
    this.defaultValue = defaultValue;
    this.choices = List.copyOf(choices);
    this.reader = reader;
    this.noEffectReason = noEffectReason;
  }

  public static PassOption<Boolean> bool(String name, boolean defaultValue, String description) {
    return new PassOption<>(name, description, Kind.BOOL, defaultValue, List.of(),
        text -> PassOptions.parseBool(name, text), null);
  }

  /** A C++ {@code int} option. */
  public static PassOption<Integer> int32(String name, int defaultValue, String description) {
    return new PassOption<>(name, description, Kind.INT, defaultValue, List.of(),
        text -> PassOptions.parseInt(name, text), null);
  }

  /** A C++ {@code unsigned} option (0 to 2^32 - 1). */
  public static PassOption<Long> uint32(String name, long defaultValue, String description) {
    return new PassOption<>(name, description, Kind.UINT, defaultValue, List.of(),
        text -> PassOptions.parseUnsigned(name, text), null);
  }

  /** A C++ {@code int64_t} option. */
  public static PassOption<Long> int64(String name, long defaultValue, String description) {
    return new PassOption<>(name, description, Kind.LONG, defaultValue, List.of(),
        text -> PassOptions.parseLong(name, text), null);
  }

  public static PassOption<String> string(String name, String defaultValue, String description) {
    return new PassOption<>(name, description, Kind.STRING, defaultValue, List.of(), text -> text, null);
  }

  /**
   * A {@code ListOption<std::string>}: each occurrence adds to the list; a value is split at
   * commas outside quotes and braces ({@link PassOptions#splitList}).
   */
  public static PassOption<List<String>> stringList(String name, String description) {
    return new PassOption<>(name, description, Kind.STRING_LIST, List.of(), List.of(), PassOptions::splitList, null);
  }

  /** An LLVM enum option: one of {@code choices}. */
  public static PassOption<String> choice(String name, String defaultValue, String description, Choice... choices) {
    List<Choice> accepted = List.of(choices);
    return new PassOption<>(name, description, Kind.CHOICE, defaultValue, accepted, text -> {
      for (Choice c : accepted) if (c.value().equals(text)) return text;
      throw new IllegalArgumentException("for the --" + name + " option: Cannot find option named '" + text + "'!");
    }, null);
  }

  /**
   * The same option, accepted and checked as upstream checks it but without effect in loomlir, for
   * {@code reason} (shown by {@code --help}).
   */
  public PassOption<T> noEffect(String reason) {
    return new PassOption<>(name, description, kind, defaultValue, choices, reader, reason);
  }

  public String name() { return name; }

  public String description() { return description; }

  public Kind kind() { return kind; }

  public T defaultValue() { return defaultValue; }

  public List<Choice> choices() { return choices; }

  /** Why the option has no effect here, or null when it has one. */
  public String noEffectReason() { return noEffectReason; }

  /**
   * The value of an argument naming this option ({@code text} null: written without {@code =});
   * a value of the wrong type is an IllegalArgumentException with mlir-opt's message.
   */
  T read(String text) {
    if (text == null) {
      // LLVM's parser only lets a boolean go without a value.
      if (kind == Kind.BOOL) return reader.apply("true");
      throw new IllegalArgumentException("for the --" + name + " option: requires a value!");
    }
    return reader.apply(text);
  }

  @Override public String toString() { return name; }
}
