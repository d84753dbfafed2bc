package dev.loomlir.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassPathResourceTest {
  private static final String NAME = "META-INF/loomlir/module.properties";

  @Test
  void theFirstFolderOrJarOfTheClassPathHoldingTheResourceWins(@TempDir Path dir) throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Path folder = dir.resolve("folder");
    Files.createDirectories(folder.resolve("META-INF/loomlir"));
    Files.writeString(folder.resolve(NAME), "from the folder");
    Path jar = jar(dir.resolve("program.jar"), "from the jar");
    Path notAJar = Files.writeString(dir.resolve("notes.jar"), "not a zip file");

    assertEquals("from the jar", text(classPath(empty, notAJar, jar, folder)));
    assertEquals("from the folder", text(classPath(folder, jar)));
    assertNull(ClassPathResource.fromClassPath(NAME, classPath(empty, dir.resolve("missing.jar"))));
    assertNull(ClassPathResource.fromClassPath("META-INF/other", classPath(folder, jar)));
  }

  /** Another loader than the system one is asked itself. */
  @Test
  void anotherLoaderAnswersForItself(@TempDir Path dir) throws Exception {
    Path jar = jar(dir.resolve("program.jar"), "in a loader of its own");
    try (var loader = new java.net.URLClassLoader(new java.net.URL[] {jar.toUri().toURL()}, null)) {
      assertArrayEquals("in a loader of its own".getBytes(StandardCharsets.UTF_8), ClassPathResource.read(NAME, loader));
    }
  }

  private static String classPath(Path... elements) {
    StringBuilder s = new StringBuilder();
    for (Path p : elements) s.append(s.isEmpty() ? "" : File.pathSeparator).append(p);
    return s.toString();
  }

  private static String text(String classPath) throws Exception {
    return new String(ClassPathResource.fromClassPath(NAME, classPath), StandardCharsets.UTF_8);
  }

  private static Path jar(Path file, String content) throws Exception {
    try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
      jar.putNextEntry(new JarEntry(NAME));
      jar.write(content.getBytes(StandardCharsets.UTF_8));
      jar.closeEntry();
    }
    return file;
  }
}
