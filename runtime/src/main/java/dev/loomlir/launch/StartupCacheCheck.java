package dev.loomlir.launch;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The launcher ({@code ./loomlir}) names the start-up cache it gives the JVM ({@code -XX:AOTCache})
 * in the property {@value #PROPERTY} and turns the JVM's own messages about it off. A cache the
 * JVM could not map (corrupt, truncated, made by another JDK build) leaves the JVM without class
 * sharing; then this prints one line and removes the file, so that the next run makes a new one.
 */
public final class StartupCacheCheck {
  public static final String PROPERTY = "loomlir.startupCache";

  private StartupCacheCheck() {}

  public static void warnIfUnused(PrintStream err) {
    String cache = System.getProperty(PROPERTY);
    if (cache == null || cache.isEmpty() || System.getProperty("java.vm.info", "").contains("sharing")) return;
    try {
      Files.deleteIfExists(Path.of(cache));
    } catch (IOException | RuntimeException e) {
      // A cache that cannot be removed is tried again, and reported again, next time.
    }
    err.println("loomlir: warning: the JVM could not use its start-up cache " + cache
        + "; removed it (the next run makes a new one)");
  }
}
