package dev.loomlir.bench.mlir;

import dev.loomlir.api.CompilationOptions;
import java.nio.file.Path;

/**
 * What to benchmark, as the harness's JMH parameters and {@code loomlir bench} give it.
 *
 * @param file the .mlir file
 * @param function the public function to call
 * @param arguments its arguments
 * @param passes a pass pipeline run before the default lowering, either whole
 *     ({@code builtin.module(canonicalize, cse)}) or as its inside ({@code canonicalize, cse});
 *     blank for none
 * @param coroutines the coroutine mode ({@code state-machine}, {@code virtual-threads}); blank
 *     for the compiler's default
 * @param workers the async runtime's worker threads; 0 for its default
 */
public record BenchmarkSettings(Path file, String function, BenchArguments arguments, String passes,
                                String coroutines, int workers) {
  public BenchmarkSettings {
    passes = passes == null ? "" : passes.strip();
    coroutines = coroutines == null ? "" : coroutines.strip();
    if (function != null && function.startsWith("@")) function = function.substring(1);
  }

  /** Reads the harness's string parameters; blank {@code workers} is the runtime's default. */
  public static BenchmarkSettings fromParameters(String file, String function, String args, String passes,
                                                 String coroutines, String workers) throws BenchmarkSetupException {
    if (file == null || file.isBlank()) throw new BenchmarkSetupException("no .mlir file given");
    if (function == null || function.isBlank()) throw new BenchmarkSetupException("no function given");
    return new BenchmarkSettings(Path.of(file), function.strip(), BenchArguments.parse(args), passes, coroutines,
        parseWorkers(workers));
  }

  private static int parseWorkers(String text) throws BenchmarkSetupException {
    if (text == null || text.isBlank()) return 0;
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= 1) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BenchmarkSetupException("bad --workers '" + text + "': expected a positive number of threads");
  }

  public BenchmarkSettings withCoroutines(String mode) {
    return new BenchmarkSettings(file, function, arguments, passes, mode, workers);
  }

  /** The pipeline in mlir-opt's form, or null for none. */
  public String passPipeline() {
    if (passes.isEmpty()) return null;
    return passes.startsWith("builtin.module(") ? passes : "builtin.module(" + passes + ")";
  }

  /** How the program is compiled. */
  CompilationOptions compilationOptions() throws BenchmarkSetupException {
    CompilationOptions options = CompilationOptions.defaults().withTrustedSource(); // the user's own file, as run
    if (passPipeline() != null) options = options.withPassPipeline(passPipeline());
    return CoroutineModes.apply(options, coroutines);
  }
}
