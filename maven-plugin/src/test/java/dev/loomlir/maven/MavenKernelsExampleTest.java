package dev.loomlir.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.testsupport.RepositoryRoot;
import dev.loomlir.testsupport.ToolRequirement;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code examples/maven-kernels} builds and passes its tests with the plugin and runtime of this
 * checkout, so that the example cannot rot. The artifacts it needs are "installed" into a
 * throwaway local repository straight from the reactor's class folders (this module's tests run
 * after they are compiled, before anything is packaged); everything else comes from the
 * enclosing build's local repository, served as a file repository, so the build needs no network.
 */
class MavenKernelsExampleTest {
  /** The example's artifacts of this checkout, by module folder (artifact {@code loomlir-FOLDER}). */
  private static final List<String> MODULES = List.of("frontend", "lowering", "coro-support", "runtime", "codegen-jvm",
      "compiler", "maven-plugin");
  private static final String VERSION = "0.1.0-SNAPSHOT";

  @TempDir Path dir;

  @Test
  void exampleBuildsAndItsTestsPassQuietly() throws Exception {
    Path root = RepositoryRoot.find();
    String target = System.getProperty("loomlir.target", "target");
    String outerRepository = System.getProperty("loomlir.outerRepository");
    if (outerRepository == null || !Files.isDirectory(Path.of(outerRepository))) {
      ToolRequirement.unavailable("the enclosing build's local repository (loomlir.outerRepository) is unknown",
          "the example build is not checked");
    }
    Path mvn = ToolRequirement.require("mvn");

    Path repository = dir.resolve("repository");
    install(root.resolve("pom.xml"), null, repository, "loomlir", "pom");
    for (String module : MODULES) {
      Path classes = root.resolve(module).resolve(target).resolve("classes");
      assertTrue(Files.isDirectory(classes), classes + " is missing: build the reactor first");
      install(root.resolve(module).resolve("pom.xml"), classes, repository, "loomlir-" + module, "jar");
    }
    Path settings = dir.resolve("settings.xml");
    Files.writeString(settings, """
        <settings>
          <mirrors>
            <mirror>
              <id>enclosing-build</id>
              <mirrorOf>*</mirrorOf>
              <url>%s</url>
            </mirror>
          </mirrors>
        </settings>
        """.formatted(Path.of(outerRepository).toUri()));

    Path example = dir.resolve("maven-kernels");
    copy(root.resolve("examples/maven-kernels"), example);
    Path log = dir.resolve("mvn.log");
    List<String> command = new ArrayList<>(List.of(mvn.toString(), "-B", "-q", "-ntp", "-s", settings.toString(),
        "-Dmaven.repo.local=" + repository, "-f", example.resolve("pom.xml").toString(), "test"));
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
    pb.environment().put("JAVA_HOME", Path.of(System.getProperty("java.home")).toString());
    // Maven's own guava calls sun.misc.Unsafe: JDK 24+ warns about it unless told not to.
    if (Runtime.version().feature() >= 23) pb.environment().put("MAVEN_OPTS", "--sun-misc-unsafe-memory-access=allow");
    Process p = pb.start();
    p.getOutputStream().close();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the example build timed out");
    }
    String output = Files.readString(log);
    assertEquals(0, p.exitValue(), output);
    // Debian's Maven 3.8 prints colour resets (ESC[0m) even with -B and style.color=never: not text.
    assertEquals("", output.replaceAll("\u001B\\[[0-9;]*m", ""), "mvn -q prints nothing");
    String report = Files.readString(example.resolve("target/surefire-reports/com.example.KernelsTest.txt"));
    assertTrue(report.contains("Tests run: 4, Failures: 0, Errors: 0, Skipped: 0"), report);
    assertTrue(Files.exists(example.resolve("target/generated-sources/loomlir/com/example/Kernels.java")));
    assertTrue(Files.exists(example.resolve("target/generated-test-sources/loomlir/com/example/Reference.java")));
  }

  /** Puts {@code pom} (and a jar of {@code classes}) where a local repository keeps dev.loomlir:ARTIFACT:VERSION. */
  private static void install(Path pom, Path classes, Path repository, String artifact, String packaging)
      throws IOException {
    Path folder = repository.resolve("dev/loomlir").resolve(artifact).resolve(VERSION);
    Files.createDirectories(folder);
    Files.copy(pom, folder.resolve(artifact + "-" + VERSION + ".pom"));
    if (!packaging.equals("jar")) return;
    try (OutputStream file = Files.newOutputStream(folder.resolve(artifact + "-" + VERSION + ".jar"));
         JarOutputStream jar = new JarOutputStream(file);
         Stream<Path> files = Files.walk(classes)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        jar.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
        jar.write(Files.readAllBytes(f));
        jar.closeEntry();
      }
    }
  }

  /** Copies the example's sources (not a target folder a developer's build may have left). */
  private static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path f : files.toList()) {
        Path relative = from.relativize(f);
        if (relative.startsWith("target")) continue;
        Path dest = to.resolve(relative.toString());
        if (Files.isDirectory(f)) Files.createDirectories(dest);
        else Files.write(dest, Files.readAllBytes(f));
      }
    }
  }
}
