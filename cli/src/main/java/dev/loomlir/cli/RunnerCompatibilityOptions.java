package dev.loomlir.cli;

import java.util.List;

/**
 * mlir-runner options that only matter to its LLVM JIT (optimization level, shared libraries,
 * target): accepted (any number of times) and ignored, so upstream RUN lines work unchanged. The
 * runner utilities the shared libraries would provide are built in. (Its object-file options have
 * a meaning here: {@link ObjectFileOptions}.)
 */
final class RunnerCompatibilityOptions {
  static final List<CliOption> OPTIONS = List.of(
      CliOption.ignoredFlags("--O0", "--O1", "--O2", "--O3"),
      CliOption.ignoredValues("LIB", "--shared-libs"),
      CliOption.ignoredValues("<target>", "--march", "--mattr", "--mcpu"),
      CliOption.ignoredFlags("--link-nested-modules", "--host-supports-jit"));

  private RunnerCompatibilityOptions() {}
}
