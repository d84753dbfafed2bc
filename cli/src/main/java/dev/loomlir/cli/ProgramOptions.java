package dev.loomlir.cli;

import java.util.List;

/**
 * What {@code loomlir run} and {@code loomlir compile} share: the input, the entry point, the
 * passes and the async settings (for {@code compile}, the workers and reference checking are the
 * jar's defaults).
 */
record ProgramOptions(String input, String entry, String entryPointResult, String passPipeline,
                      boolean printIrAfterAll, String coroutines, int workers, boolean checkRefCounts) {
  static final String FILE_DESCRIPTION = "Input file, '-' for stdin (default).";

  static final List<CliOption> OPTIONS = List.of(
      CliOption.value(List.of("-e", "--e"), "ENTRY", "The function to run (default: main)."),
      CliOption.value("--entry-point-result", "TYPE",
          "What the entry point returns: void, i32, i64, f32 or f64 (default: its declared type). "
              + "A non-void result is printed after the program's output, as mlir-runner does."),
      CliOption.value("--pass-pipeline", "PIPELINE",
          "Passes to run before the default lowering, e.g. builtin.module(canonicalize, cse)"),
      CliOption.flag("--mlir-print-ir-after-all", "Print the IR to stderr after each pass."),
      CliOption.value("--coroutines", "MODE",
          "How coroutines (async.execute bodies, async.funcs) run: state-machine (default) or "
              + "virtual-threads."),
      CliOption.intValue("--workers", "N",
          "Worker threads of the async runtime (default: -Dloomlir.workers, LOOMLIR_WORKERS, "
              + "else one less than the number of processors, at least one: the awaiting caller helps)."),
      CliOption.flag("--check-refcounts",
          "Count async.runtime.add_ref/drop_ref and report objects leaked, dropped below zero "
              + "or used after their last drop, as file:line:col: error: lines at exit (exit code 1)."));

  static ProgramOptions from(ParsedArgs a) {
    return new ProgramOptions(a.file("-"), a.string("--e", "main"), a.string("--entry-point-result", null),
        a.string("--pass-pipeline", null), a.flag("--mlir-print-ir-after-all"),
        a.string("--coroutines", "state-machine"), a.integer("--workers", 0), a.flag("--check-refcounts"));
  }
}
