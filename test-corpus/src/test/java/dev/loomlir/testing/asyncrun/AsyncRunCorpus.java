package dev.loomlir.testing.asyncrun;

import dev.loomlir.testing.LitCorpus;
import dev.loomlir.testing.lit.LitFile;
import dev.loomlir.testing.lit.RunLine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/** The async programs of the lit corpus ({@code test-corpus/lit/async-run}) and their RUN lines. */
final class AsyncRunCorpus {
  private static final Pattern THREAD_ID = Pattern.compile("Current thread id: \\d+");
  private static final Pattern ADDRESS = Pattern.compile("base@ = 0x[0-9a-fA-F]+");

  private AsyncRunCorpus() {}

  static List<Path> files() {
    Path dir = LitCorpus.root().resolve("async-run");
    return LitCorpus.files().stream().filter(f -> f.startsWith(dir)).toList();
  }

  static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<RunLine> runLines(Path file) { return LitFile.runLines(text(file)); }

  /** Upstream cannot run the file (its comment says why): no comparison with upstream's lowering. */
  static boolean upstreamUnsupported(Path file) { return text(file).contains("UPSTREAM-UNSUPPORTED:"); }

  /** What legitimately differs between two runs: thread ids and memref addresses. */
  static String mask(String output) {
    return ADDRESS.matcher(THREAD_ID.matcher(output).replaceAll("Current thread id: N"))
        .replaceAll("base@ = <address>");
  }
}
