package dev.loomlir.testsupport;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Upstream tools the differential tests compare against ({@code mlir-opt-22}, {@code FileCheck-22}).
 * They are optional on a developer machine and mandatory in CI ({@code CI=true}).
 */
public final class ExternalTool {
  private ExternalTool() {}

  /** The executable named {@code name} on PATH, if any. */
  public static Optional<Path> find(String name) {
    String path = System.getenv("PATH");
    if (path == null) return Optional.empty();
    for (String dir : path.split(File.pathSeparator)) {
      Path candidate = Path.of(dir, name);
      if (Files.isExecutable(candidate)) return Optional.of(candidate);
    }
    return Optional.empty();
  }

  /** True when running in CI, where a missing upstream tool is an error rather than a skip. */
  public static boolean inCi() {
    return "true".equalsIgnoreCase(System.getenv("CI"));
  }
}
