package dev.loomlir.testing.lit;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What a lit suite's configuration gives its RUN lines: the features {@code %if} and the
 * {@code REQUIRES}/{@code UNSUPPORTED}/{@code XFAIL} lines test, substitutions beyond lit's own
 * ({@code %mlir_runner_utils}), and a rewrite of each command's words before it runs (a tool
 * standing in for another).
 */
public record LitConfig(Set<String> features, Map<String, String> substitutions, UnaryOperator<List<String>> commands) {
  /** loomlir's own corpus: no features, no substitutions, commands as written. */
  public static final LitConfig DEFAULT = new LitConfig(Set.of(), Map.of(), UnaryOperator.identity());

  public LitConfig {
    features = Set.copyOf(features);
    substitutions = Map.copyOf(substitutions);
  }
}
