package dev.loomlir.lowering.pass;

import java.util.List;

/**
 * An option a pass accepts and the type LLVM's command-line parser reads its value as. An option
 * a pass declares only so that mlir-opt pipelines parse is still checked as mlir-opt checks it.
 *
 * @param choices the accepted values of a {@link Type#CHOICE} option (an LLVM enum option)
 */
public record PassOption(String name, Type type, List<String> choices) {
  public enum Type { BOOL, INT, LONG, STRING_LIST, CHOICE }

  public PassOption {
    choices = List.copyOf(choices);
  }

  public static PassOption bool(String name) { return new PassOption(name, Type.BOOL, List.of()); }

  /** A C++ {@code int} option. */
  public static PassOption int32(String name) { return new PassOption(name, Type.INT, List.of()); }

  /** A C++ {@code int64_t} option. */
  public static PassOption int64(String name) { return new PassOption(name, Type.LONG, List.of()); }

  /** A {@code ListOption<std::string>}: any text is a value, each occurrence adds to the list. */
  public static PassOption stringList(String name) { return new PassOption(name, Type.STRING_LIST, List.of()); }

  public static PassOption oneOf(String name, String... choices) {
    return new PassOption(name, Type.CHOICE, List.of(choices));
  }

  /**
   * The value to record for an argument naming this option ({@code value} null: written without
   * {@code =}); a value of the wrong type is an IllegalArgumentException with mlir-opt's message.
   */
  String read(String value) {
    if (value == null) {
      // LLVM's parser only lets a boolean go without a value.
      if (type == Type.BOOL) return "true";
      throw new IllegalArgumentException("for the --" + name + " option: requires a value!");
    }
    switch (type) {
      case BOOL -> PassOptions.parseBool(name, value);
      case INT -> PassOptions.parseInt(name, value);
      case LONG -> PassOptions.parseLong(name, value);
      case CHOICE -> {
        if (!choices.contains(value)) {
          throw new IllegalArgumentException("for the --" + name + " option: Cannot find option named '" + value + "'!");
        }
      }
      case STRING_LIST -> { }
    }
    return value;
  }
}
