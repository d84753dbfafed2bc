package dev.loomlir.lowering;

import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A registered pass: its command-line argument ({@code strip-debuginfo}), a one-line description,
 * the option names it accepts, and a factory that builds it from parsed options.
 */
public record PassInfo(String argument, String description, Set<String> options,
                       Function<Map<String, String>, Pass> factory) {
  public PassInfo {
    options = Set.copyOf(options);
  }

  /** A pass without options. */
  public static PassInfo simple(String argument, String description, Pass pass) {
    return new PassInfo(argument, description, Set.of(), opts -> pass);
  }
}
