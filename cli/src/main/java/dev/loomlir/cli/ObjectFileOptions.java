package dev.loomlir.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * mlir-runner's {@code -dump-object-file} and {@code -object-filename}: mlir-runner writes the
 * object code it JIT-compiled to {@code FILE} (by default the input's name with {@code .o} added);
 * loomlir's object code is the jar {@code loomlir compile} would write, so that is what goes there.
 */
final class ObjectFileOptions {
  private static final String DEFAULT_SUFFIX = ".o";
  private static final String DUMP = "--dump-object-file";
  private static final String FILE = "--object-filename";

  static final List<CliOption> OPTIONS = List.of(
      CliOption.flag(DUMP, "Also write the compiled program, as the jar 'loomlir compile' writes, to "
          + "--object-filename (default: the input's name with .o added), as mlir-runner dumps its object file."),
      CliOption.value(FILE, "FILE", "Where --dump-object-file writes (default: <input>.o)."));

  private ObjectFileOptions() {}

  /** Where to write the object file, or null when none is asked for. */
  static Path target(ParsedArgs args) {
    if (!args.flag(DUMP)) return null;
    String file = args.string(FILE, null);
    return file != null ? Path.of(file) : Path.of(args.file("-") + DEFAULT_SUFFIX);
  }
}
