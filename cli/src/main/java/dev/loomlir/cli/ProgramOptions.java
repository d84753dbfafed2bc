package dev.loomlir.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What {@code loomlir run} and {@code loomlir compile} share: the input, the entry point and the passes. */
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
}
