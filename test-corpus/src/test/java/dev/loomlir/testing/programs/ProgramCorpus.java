package dev.loomlir.testing.programs;

import dev.loomlir.testing.LitCorpus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The runnable programs under {@code test-corpus/lit/programs} (not {@code errors/}, whose
 * run-time failures upstream leaves undefined), and the repository they live in.
 */
final class ProgramCorpus {
  private ProgramCorpus() {}

  static Path directory() {
    return LitCorpus.root().resolve("programs");
  }

  /** The repository root: {@code test-corpus/lit} is two levels below it. */
  static Path repositoryRoot() {
    return LitCorpus.root().getParent().getParent();
  }

  /** Every program, sorted by name so the test order is stable. */
  static List<Program> programs() {
    try (Stream<Path> files = Files.list(directory())) {
      return files.filter(p -> p.toString().endsWith(".mlir") && Files.isRegularFile(p)).sorted()
          .map(Program::load).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
