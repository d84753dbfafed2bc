package dev.loomlir.cli;

import java.util.List;

/**
 * mlir-runner options that only matter to its LLVM JIT (optimization level, shared libraries,
 * target, object files): accepted (any number of times) and ignored, so upstream RUN lines work
 * unchanged. The runner utilities the shared libraries would provide are built in.
 */
final class RunnerCompatibilityOptions {
  static final List<CliOption> OPTIONS = List.of(
      CliOption.ignoredFlags("--O0", "--O1", "--O2", "--O3"),
      CliOption.ignoredValues("LIB", "--shared-libs"),
      CliOption.ignoredValues("<target>", "--march", "--mattr", "--mcpu", "--object-filename"),
      CliOption.ignoredFlags("--dump-object-file", "--link-nested-modules", "--host-supports-jit"));

  private RunnerCompatibilityOptions() {}
}
