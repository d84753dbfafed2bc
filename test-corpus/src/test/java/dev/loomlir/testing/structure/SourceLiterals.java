package dev.loomlir.testing.structure;

import dev.loomlir.testing.LitCorpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Finds literals of a kind in the repository's main Java sources, for tests that keep them out of places. */
final class SourceLiterals {
  private SourceLiterals() {}

  /** {@code path:line: match} for every match of {@code literal} in main sources whose path (with '/') {@code where} accepts. */
  static List<String> find(Pattern literal, Predicate<String> where) throws IOException {
    Path repo = LitCorpus.root().getParent().getParent();
    List<String> hits = new ArrayList<>();
    try (Stream<Path> files = Files.walk(repo)) {
      for (Path f : files.filter(p -> isMainSource(p) && where.test(p.toString().replace('\\', '/'))).toList()) {
        List<String> lines = Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          Matcher m = literal.matcher(lines.get(i));
          while (m.find()) hits.add(repo.relativize(f) + ":" + (i + 1) + ": " + m.group());
        }
      }
    }
    return hits;
  }

  private static boolean isMainSource(Path p) {
    String s = p.toString().replace('\\', '/');
    return s.endsWith(".java") && s.contains("/src/main/java/") && !s.contains("/target");
  }
}
