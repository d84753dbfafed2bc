package dev.loomlir.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

/** The root of the loomlir checkout, for tests that read the README's examples (they run in a module's folder). */
public final class RepositoryRoot {
  private RepositoryRoot() {}

  /** The nearest folder at or above the working directory that holds {@code examples/hello.mlir}. */
  public static Path find() {
    Path start = Path.of("").toAbsolutePath();
    for (Path p = start; p != null; p = p.getParent()) {
      if (Files.exists(p.resolve("examples/hello.mlir"))) return p;
    }
    throw new AssertionError("examples/hello.mlir not found above " + start);
  }
}
