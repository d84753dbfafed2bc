package dev.loomlir.testing.upstreamfiles;

import dev.loomlir.testing.lit.LitConfig;
import dev.loomlir.testing.lit.LitExpression;
import dev.loomlir.testing.lit.LitFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * What upstream's lit configuration gives MLIR's tests, as far as the collected files use it: the
 * target (x86-64 Linux) and the runtime-library substitutions. The libraries are found next to
 * mlir-runner-22 when it is installed; loomlir, which has the runner utilities built in, ignores
 * {@code -shared-libs} whatever it names.
 */
final class UpstreamSuite {
  static final String TARGET = "x86_64-unknown-linux-gnu";
  static final Set<String> FEATURES = Set.of("target=" + TARGET, "host-supports-jit");
  private static final Path DEFAULT_LIB_DIR = Path.of("/usr/lib/llvm-22/lib");
  private static final Map<String, String> LIBRARIES = Map.of(
      "%mlir_runner_utils", "libmlir_runner_utils",
      "%mlir_c_runner_utils", "libmlir_c_runner_utils",
      "%mlir_async_runtime", "libmlir_async_runtime");

  private UpstreamSuite() {}

  /** The configuration for {@code commands}, which stand in for mlir-opt, mlir-runner and FileCheck. */
  static LitConfig config(Optional<Path> mlirRunner, UnaryOperator<List<String>> commands) {
    Path libDir = mlirRunner.map(UpstreamSuite::libDirOf).orElse(DEFAULT_LIB_DIR);
    Map<String, String> substitutions = new HashMap<>();
    LIBRARIES.forEach((name, library) -> substitutions.put(name, library(libDir, library).toString()));
    substitutions.put("%mlir_lib_dir", libDir.toString());
    substitutions.put("%shlibext", ".so");
    return new LitConfig(FEATURES, substitutions, commands);
  }

  /** Why the file would not run under lit here (an {@code UNSUPPORTED} or unmet {@code REQUIRES}), if so. */
  static Optional<String> unsupported(String text) {
    for (String expression : LitFile.directive(text, "UNSUPPORTED")) {
      if (LitExpression.evaluate(expression, FEATURES)) return Optional.of("UNSUPPORTED: " + expression);
    }
    for (String expression : LitFile.requiredFeatures(text)) {
      if (!LitExpression.evaluate(expression, FEATURES)) return Optional.of("REQUIRES: " + expression);
    }
    return Optional.empty();
  }

  /** True when lit expects the file to fail here ({@code XFAIL}). */
  static boolean expectedToFail(String text) {
    return LitFile.directive(text, "XFAIL").stream().anyMatch(e -> e.equals("*") || LitExpression.evaluate(e, FEATURES));
  }

  static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** mlir-runner-22 lives in LLVM's bin directory (through a symlink); the libraries in its lib. */
  private static Path libDirOf(Path mlirRunner) {
    try {
      return mlirRunner.toRealPath().getParent().resolveSibling("lib");
    } catch (IOException e) {
      return DEFAULT_LIB_DIR;
    }
  }

  /** {@code libX.so}, or the versioned {@code libX.so.22.1} Debian installs without the plain name. */
  private static Path library(Path libDir, String name) {
    Path plain = libDir.resolve(name + ".so");
    if (Files.exists(plain)) return plain;
    try (Stream<Path> files = Files.list(libDir)) {
      return files.filter(f -> f.getFileName().toString().startsWith(name + ".so")).sorted().findFirst().orElse(plain);
    } catch (IOException e) {
      return plain;
    }
  }
}
