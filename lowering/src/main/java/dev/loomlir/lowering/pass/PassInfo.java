package dev.loomlir.lowering.pass;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A registered pass: its command-line argument ({@code strip-debuginfo}), a one-line description,
 * the options it accepts, and a factory that builds it from the option values
 * {@link #readOptions} read.
 */
public record PassInfo(String argument, String description, List<PassOption> options,
                       Function<Map<String, String>, Pass> factory) {
  public PassInfo {
    options = List.copyOf(options);
  }

  /** A pass without options. */
  public static PassInfo simple(String argument, String description, Pass pass) {
    return new PassInfo(argument, description, List.of(), opts -> pass);
  }

  /**
   * The option values {@code arguments} give, by option name, read in the order written as
   * mlir-opt reads them: the first unknown name or bad value is the error, a later value of an
   * option replaces an earlier one, and a list option collects them all (comma-separated).
   */
  public Map<String, String> readOptions(List<OptionArgument> arguments) throws PassPipelineException {
    Map<String, String> values = new LinkedHashMap<>();
    for (OptionArgument argument : arguments) {
      PassOption option = option(argument.name());
      if (option == null) throw new PassPipelineException("<Pass-Options-Parser>: no such option " + argument.name());
      String value;
      try {
        value = option.read(argument.value());
      } catch (IllegalArgumentException e) {
        throw new PassPipelineException(e.getMessage());
      }
      String earlier = values.get(option.name());
      boolean appends = option.type() == PassOption.Type.STRING_LIST && earlier != null && !earlier.isEmpty();
      values.put(option.name(), appends && !value.isEmpty() ? earlier + "," + value : appends ? earlier : value);
    }
    return values;
  }

  private PassOption option(String name) {
    for (PassOption option : options) if (option.name().equals(name)) return option;
    return null;
  }
}
