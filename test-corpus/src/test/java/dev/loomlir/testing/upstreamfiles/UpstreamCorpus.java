package dev.loomlir.testing.upstreamfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Upstream MLIR's own test files under {@code test-corpus/upstream}, stored unmodified at their
 * upstream paths ({@code mlir/test/...}); {@code test-corpus/upstream/README.md} says where each
 * comes from and how they were chosen.
 */
final class UpstreamCorpus {
  private UpstreamCorpus() {}

  static Path root() {
    for (Path candidate : List.of(Path.of("upstream"), Path.of("test-corpus", "upstream"))) {
      if (Files.isDirectory(candidate.resolve("mlir"))) return candidate.toAbsolutePath().normalize();
    }
    throw new IllegalStateException("cannot find test-corpus/upstream from " + Path.of("").toAbsolutePath());
  }

  /** Every {@code .mlir} file, sorted, so test order is stable. */
  static List<Path> files() {
    try (Stream<Path> walk = Files.walk(root())) {
      return walk.filter(p -> p.toString().endsWith(".mlir") && Files.isRegularFile(p)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file's upstream path, {@code mlir/test/...}. */
  static String name(Path file) {
    return root().relativize(file).toString();
  }
}
