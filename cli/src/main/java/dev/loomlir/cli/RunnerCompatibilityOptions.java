package dev.loomlir.cli;

import java.util.List;
import picocli.CommandLine.Option;

/**
 * mlir-runner options that only matter to its LLVM JIT (optimization level, shared libraries,
 * target, object files): accepted (any number of times) and ignored, so upstream RUN lines work
 * unchanged. The runner
 * utilities the shared libraries would provide are built in.
 */
final class RunnerCompatibilityOptions {
  @Option(names = {"--O0", "--O1", "--O2", "--O3"}, hidden = true)
  boolean[] optLevel;

  @Option(names = "--shared-libs", hidden = true, paramLabel = "LIB")
  List<String> sharedLibs;

  @Option(names = {"--march", "--mattr", "--mcpu", "--object-filename"}, hidden = true)
  List<String> target;

  @Option(names = {"--dump-object-file", "--link-nested-modules", "--host-supports-jit"}, hidden = true)
  boolean[] flags;
}
