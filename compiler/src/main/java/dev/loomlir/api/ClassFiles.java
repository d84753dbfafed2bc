package dev.loomlir.api;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds the class files of a package where the running program got them from — a classes
 * directory (tests, IDEs) or a jar (the shaded {@code loomlir.jar}) — so compiled jars can carry
 * the runtime and their launcher.
 */
final class ClassFiles {
  private ClassFiles() {}

  /**
   * Every file under the package of {@code anchor} and its subpackages, by jar entry name
   * ({@code dev/loomlir/runtime/RunnerUtils.class}).
   */
  static Map<String, byte[]> ofPackage(Class<?> anchor) throws IOException {
    String prefix = anchor.getPackageName().replace('.', '/') + "/";
    CodeSource source = anchor.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      throw new IOException("cannot locate the class files of " + anchor.getPackageName());
    }
    Path location;
    try {
      location = Path.of(source.getLocation().toURI());
    } catch (URISyntaxException | IllegalArgumentException e) {
      throw new IOException("cannot locate the class files of " + anchor.getPackageName() + ": " + e.getMessage(), e);
    }
    Map<String, byte[]> files = new TreeMap<>();
    if (Files.isDirectory(location)) {
      Path root = location.resolve(prefix);
      try (Stream<Path> walk = Files.walk(root)) {
        for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
          files.put(prefix + root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
        }
      }
    } else {
      try (JarFile jar = new JarFile(location.toFile())) {
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
          JarEntry entry = e.nextElement();
          if (entry.isDirectory() || !entry.getName().startsWith(prefix)) continue;
          try (InputStream in = jar.getInputStream(entry)) {
            files.put(entry.getName(), in.readAllBytes());
          }
        }
      }
    }
    if (files.isEmpty()) throw new IOException("found no class files of " + anchor.getPackageName() + " in " + location);
    return files;
  }
}
