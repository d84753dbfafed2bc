package dev.loomlir.bench.mlir;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.codegen.CoroutineMode;
import java.util.Arrays;

/** Applies the {@code coroutines} parameter ({@code state-machine}, {@code virtual-threads}) to the compilation options. */
final class CoroutineModes {
  private CoroutineModes() {}

  static CompilationOptions apply(CompilationOptions options, String mode) throws BenchmarkSetupException {
    if (mode.isEmpty() || mode.equals("default")) return options;
    CoroutineMode chosen = CoroutineMode.fromOptionName(mode);
    if (chosen == null) {
      throw new BenchmarkSetupException("bad --coroutines '" + mode + "': expected one of "
          + String.join(", ", Arrays.stream(CoroutineMode.values()).map(CoroutineMode::optionName).toList()));
    }
    return options.withCoroutines(chosen);
  }
}
