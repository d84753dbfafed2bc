package dev.loomlir.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code loomlir compile --aot-cache}: the JVM's start-up cache for a compiled jar, made by
 * running the jar once (its output discarded) with the JDK running loomlir. On JDK 25+ it is an
 * AOT cache, {@code OUT.aot} (JEPs 483 and 515: classes loaded and linked, method profiles),
 * recorded and then created ({@code -XX:AOTMode=record}, {@code create}); on JDK 21-24 a
 * class-data-sharing archive, {@code OUT.jsa} ({@code -XX:ArchiveClassesAtExit}), as the
 * launcher makes for loomlir itself (JDK 24's AOT cache is left out: its logging differs and
 * it has no profiles). It is written to a temporary file,
 * checked by a JVM that must map it, and renamed into place, so a reader never sees half a cache.
 */
final class AotCacheWriter {
  /** A training run longer than this (a program that never ends) is given up. */
  private static final long TRAINING_SECONDS = 300;

  private AotCacheWriter() {}

  /** Writes the cache next to {@code jar}; returns its path. */
  static Path forJar(Path jar) throws IOException {
    boolean aot = Runtime.version().feature() >= 25;
    String name = jar.getFileName().toString();
    String base = name.endsWith(".jar") ? name.substring(0, name.length() - 4) : name;
    Path cache = jar.resolveSibling(base + (aot ? ".aot" : ".jsa"));
    Path temp = jar.resolveSibling(cache.getFileName() + ".tmp" + ProcessHandle.current().pid());
    Path config = jar.resolveSibling(temp.getFileName() + ".conf");
    String jarPath = jar.toString();
    try {
      if (aot) {
        run(false, "-XX:AOTMode=record", "-XX:AOTConfiguration=" + config, "-Xlog:aot*=off", "-Xlog:cds*=off",
            "-jar", jarPath);
        run(true, "-XX:AOTMode=create", "-XX:AOTConfiguration=" + config, "-XX:AOTCache=" + temp,
            "-Xlog:aot*=off", "-Xlog:cds*=off", "-jar", jarPath);
        run(true, "-XX:AOTCache=" + temp, "-XX:AOTMode=on", "-cp", jarPath, "-version");
      } else {
        run(false, "-XX:ArchiveClassesAtExit=" + temp, "-Xlog:cds*=off", "-jar", jarPath);
        run(true, "-XX:SharedArchiveFile=" + temp, "-Xshare:on", "-cp", jarPath, "-version");
      }
      if (!Files.isRegularFile(temp) || Files.size(temp) == 0) throw new IOException("the training run wrote no cache");
      Files.move(temp, cache, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      return cache;
    } finally {
      Files.deleteIfExists(temp);
      Files.deleteIfExists(config);
    }
  }

  /** Runs this JDK's {@code java} with {@code arguments}, output discarded; {@code mustSucceed}: exit code 0. */
  private static void run(boolean mustSucceed, String... arguments) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(arguments));
    Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    p.getOutputStream().close();
    try {
      if (!p.waitFor(TRAINING_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException("the training run did not finish in " + TRAINING_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    if (mustSucceed && p.exitValue() != 0) {
      throw new IOException("java " + arguments[0] + " failed (exit code " + p.exitValue() + ")");
    }
  }
}
