package dev.loomlir.launch;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A resource of the application class path, read without the system class loader's search. That
 * loader looks a resource up in the JDK's modules before the class path, which in a cold JVM
 * costs more than the rest of reading a compiled jar's metadata (~6 ms of a 100 ms
 * {@code java -jar}, docs/performance-notes.md, "A compiled jar's metadata, read along the class
 * path"). No JDK module holds loomlir's resources, so walking {@code java.class.path} in order
 * finds the copy the loader would.
 */
final class ClassPathResource {
  private ClassPathResource() {}

  /** The bytes of resource {@code name} as {@code loader} sees it, or null when it has none. */
  static byte[] read(String name, ClassLoader loader) throws IOException {
    if (loader == ClassLoader.getSystemClassLoader()) {
      byte[] bytes = fromClassPath(name, System.getProperty("java.class.path", ""));
      if (bytes != null) return bytes;
    }
    // Another loader (a service's own, the training's), or a class path this does not read
    // (a jar's manifest Class-Path): the loader decides.
    try (InputStream in = loader.getResourceAsStream(name)) {
      return in == null ? null : in.readAllBytes();
    }
  }

  /** The bytes of {@code name} in the first folder or jar of {@code classPath} holding it, or null. */
  static byte[] fromClassPath(String name, String classPath) throws IOException {
    for (String element : classPath.split(File.pathSeparator, -1)) {
      Path path = Path.of(element.isEmpty() ? "." : element);
      if (Files.isDirectory(path)) {
        Path file = path.resolve(name);
        if (Files.isRegularFile(file)) return Files.readAllBytes(file);
      } else if (Files.isRegularFile(path)) {
        try (ZipFile jar = new ZipFile(path.toFile())) {
          ZipEntry entry = jar.getEntry(name);
          if (entry != null) {
            try (InputStream in = jar.getInputStream(entry)) {
              return in.readAllBytes();
            }
          }
        } catch (IOException notAJar) {
          // The loader skips a class-path file that is no jar; so does this.
        }
      }
    }
    return null;
  }
}
