package dev.loomlir.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The lit tests under {@code test-corpus/lit}, found from the module or the repository root. */
public final class LitCorpus {
  private LitCorpus() {}

  public static Path root() {
    for (Path candidate : List.of(Path.of("lit"), Path.of("test-corpus", "lit"))) {
      if (Files.isDirectory(candidate)) return candidate.toAbsolutePath().normalize();
    }
    throw new IllegalStateException("cannot find test-corpus/lit from " + Path.of("").toAbsolutePath());
  }

  /** Every {@code .mlir} file, sorted, so test order is stable. */
  public static List<Path> files() {
    try (Stream<Path> walk = Files.walk(root())) {
      return walk.filter(p -> p.toString().endsWith(".mlir") && Files.isRegularFile(p)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static String displayName(Path file) {
    return root().relativize(file).toString();
  }
}
