package dev.loomlir.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * mlir-runner's {@code -dump-object-file} and {@code -object-filename}: mlir-runner writes the
 * object code it JIT-compiled to {@code FILE} (by default the input's name with {@code .o} added);
 * loomlir's object code is the jar {@code loomlir compile} would write, so that is what goes there.
 */
final class ObjectFileOptions {
  private static final String DEFAULT_SUFFIX = ".o";

  @Option(names = "--dump-object-file",
      description = "Also write the compiled program, as the jar 'loomlir compile' writes, to --object-filename "
          + "(default: the input's name with .o added), as mlir-runner dumps its object file.")
  boolean dump;

  @Option(names = "--object-filename", paramLabel = "FILE",
      description = "Where --dump-object-file writes (default: <input>.o).")
  Path file;

  /** Where to write the object file, or null when none is asked for. */
  Path target(String input) {
    if (!dump) return null;
    return file != null ? file : Path.of(input + DEFAULT_SUFFIX);
  }
}
