package dev.loomlir.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code loomlir run} and {@code loomlir compile} share: the input, the entry point, the
 * passes and the async settings (for {@code compile}, the workers and reference checking are the
 * jar's defaults).
 */
final class ProgramOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Input file, '-' for stdin (default).")
  String input = "-";

  @Option(names = {"-e", "--e"}, paramLabel = "ENTRY", description = "The function to run (default: main).")
  String entry = "main";

  @Option(names = "--entry-point-result", paramLabel = "TYPE",
      description = "What the entry point returns: void, i32, i64, f32 or f64 (default: its declared type). "
          + "A non-void result is printed after the program's output, as mlir-runner does.")
  String entryPointResult;

  @Option(names = "--pass-pipeline", paramLabel = "PIPELINE",
      description = "Passes to run before the default lowering, e.g. builtin.module(canonicalize, cse)")
  String passPipeline;

  @Option(names = "--mlir-print-ir-after-all", description = "Print the IR to stderr after each pass.")
  boolean printIrAfterAll;

  @Option(names = "--coroutines", paramLabel = "MODE",
      description = "How coroutines (async.execute bodies, async.funcs) run: state-machine (default) or "
          + "virtual-threads.")
  String coroutines = "state-machine";

  @Option(names = "--workers", paramLabel = "N",
      description = "Worker threads of the async runtime (default: -Dloomlir.workers, LOOMLIR_WORKERS, "
          + "else one less than the number of processors, at least one: the awaiting caller helps).")
  int workers;

  @Option(names = "--check-refcounts",
      description = "Count async.runtime.add_ref/drop_ref and report objects leaked, dropped below zero "
          + "or used after their last drop, as file:line:col: error: lines at exit (exit code 1).")
  boolean checkRefCounts;
}
