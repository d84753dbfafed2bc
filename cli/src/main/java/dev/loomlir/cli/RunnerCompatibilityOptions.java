package dev.loomlir.cli;

import java.util.List;
import picocli.CommandLine.Option;

/**
 * mlir-runner options that only matter to its LLVM JIT (optimization level, shared libraries,
 * target): accepted (any number of times) and ignored, so upstream RUN lines work unchanged. The
 * runner utilities the shared libraries would provide are built in. (Its object-file options have
 * a meaning here: {@link ObjectFileOptions}.)
 */
final class RunnerCompatibilityOptions {
  @Option(names = {"--O0", "--O1", "--O2", "--O3"}, hidden = true)
  boolean[] optLevel;

  @Option(names = "--shared-libs", hidden = true, paramLabel = "LIB")
  List<String> sharedLibs;

  @Option(names = {"--march", "--mattr", "--mcpu"}, hidden = true)
  List<String> target;

  @Option(names = {"--link-nested-modules", "--host-supports-jit"}, hidden = true)
  boolean[] flags;
}
