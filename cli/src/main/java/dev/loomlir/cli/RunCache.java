package dev.loomlir.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The compiler's half of {@code loomlir run}'s cache of compiled programs. The launcher
 * ({@code ./loomlir}; docs/architecture.md, "Start-up") keys a command line by the loomlir jar,
 * the JDK, the JVM options, the arguments and the bytes of every file they name. On a miss it
 * runs the compiler with the entry's directory in {@value #ENTRY_ENV} and the files' SHA-256
 * digests ({@code sha256sum}'s lines) in {@value #INPUTS_ENV}; after the run, the program is
 * stored there as a jar of its generated classes and metadata, which later runs start, after
 * loomlir's jar on the class path, instead of the compiler. It is stored only when the input was a file whose bytes, as compiled, have the digest
 * the key was made with, so an entry never holds another program than its key names.
 */
final class RunCache {
  static final String ENTRY_ENV = "LOOMLIR_RUN_CACHE_ENTRY";
  static final String INPUTS_ENV = "LOOMLIR_RUN_CACHE_INPUTS";
  /** The cache's root as the user set it; without it, a cache that cannot be written is skipped silently. */
  static final String USER_CACHE_ENV = "LOOMLIR_CACHE";
  static final String JAR = "program.jar";
  /** Entries kept; the oldest go first (an entry is a jar of a few KB). */
  static final int MAX_ENTRIES = 1000;

  /** Writes the program's jar to the path given. */
  interface JarSink {
    void write(Path jar) throws IOException;
  }

  private final Path entry;
  private final String inputDigests;
  private final boolean userChoseTheFolder;

  private RunCache(Path entry, String inputDigests, boolean userChoseTheFolder) {
    this.entry = entry;
    this.inputDigests = inputDigests;
    this.userChoseTheFolder = userChoseTheFolder;
  }

  /** The entry the launcher asked for in {@code env} (the process's environment), if any. */
  static Optional<RunCache> from(Map<String, String> env) {
    String entry = env.get(ENTRY_ENV);
    String inputs = env.get(INPUTS_ENV);
    if (entry == null || entry.isEmpty() || inputs == null) return Optional.empty();
    return Optional.of(new RunCache(Path.of(entry), inputs, env.containsKey(USER_CACHE_ENV)));
  }

  /** Stores the program compiled from {@code source} (read from {@code input}, as given), if the key covers it. */
  void store(SourceInput source, String input, PrintStream err, JarSink sink) {
    if (input == null || input.equals("-") || !sha256(source.bytes()).equals(digestOf(input))) return;
    try {
      Files.createDirectories(entry);
      sink.write(entry.resolve(JAR));
      prune(entry.getParent());
    } catch (IOException | RuntimeException e) {
      if (userChoseTheFolder) {
        err.println("loomlir: warning: cannot write the run cache in " + entry.getParent() + ": "
            + IoMessages.reason(e instanceof IOException io ? io : new IOException(e.toString())));
      }
    }
  }

  /** The digest the launcher listed for {@code path}, or "". */
  private String digestOf(String path) {
    for (String line : inputDigests.split("\n")) {
      // sha256sum escapes names holding a backslash or newline with a leading '\': never matched.
      int space = line.indexOf("  ");
      if (space == 64 && line.substring(space + 2).equals(path)) return line.substring(0, space);
    }
    return "";
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Removes the oldest entries beyond {@link #MAX_ENTRIES}. */
  private static void prune(Path root) throws IOException {
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(root)) {
      dirs.forEach(entries::add);
    }
    if (entries.size() <= MAX_ENTRIES) return;
    entries.sort(Comparator.comparing(RunCache::modified));
    for (Path old : entries.subList(0, entries.size() - MAX_ENTRIES)) {
      try (DirectoryStream<Path> files = Files.newDirectoryStream(old)) {
        for (Path f : files) Files.deleteIfExists(f);
      }
      Files.deleteIfExists(old);
    }
  }

  private static FileTime modified(Path p) {
    try {
      return Files.getLastModifiedTime(p);
    } catch (IOException e) {
      return FileTime.fromMillis(0);
    }
  }
}
