package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.ForegroundCompilation;
import dev.loomlir.testsupport.RepositoryRoot;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scripts that run loomlir's jar agree with the code generator on what it marks: the JVM
 * options live once, in {@code scripts/jdk.sh}, and both the {@code loomlir} launcher and
 * {@code scripts/bench-report} (whose figures the README quotes) run the jar with them.
 */
class LauncherScriptTest {
  private static final String OPTIONS = "\"${loomlir_jvm_options[@]}\"";

  @Test
  void sharedOptionsCompileMarkedMethodsInTheForeground() throws Exception {
    String script = read("scripts/jdk.sh");
    assertTrue(script.contains("'-XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND + "'"),
        "scripts/jdk.sh's loomlir_jvm_options must hold -XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND);
  }

  @Test
  void launcherAndBenchReportRunTheJarWithThem() throws Exception {
    for (String script : new String[] {"loomlir", "scripts/bench-report"}) {
      assertTrue(read(script).contains(OPTIONS), script + " must run java with " + OPTIONS);
    }
  }

  /**
   * {@code java_version} (scripts/jdk.sh) reads a JDK's {@code release} file rather than starting
   * its JVM, and asks the JVM only when there is none. The fake {@code bin/java} answers with a
   * different version, so the test tells which source was used.
   */
  @Test
  void javaVersionComesFromTheReleaseFileAndFallsBackToTheJvm(@TempDir Path dir) throws Exception {
    assertEquals("21", javaVersion(fakeJdk(dir.resolve("a"), "JAVA_VERSION=\"21.0.2\"\n", "17")));
    assertEquals("8", javaVersion(fakeJdk(dir.resolve("b"), "JAVA_VERSION=\"1.8.0_292\"\n", "17")));
    assertEquals("26", javaVersion(fakeJdk(dir.resolve("c"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"26-ea\"\n", "17")));
    assertEquals("22", javaVersion(fakeJdk(dir.resolve("d"), null, "22")));
    assertEquals("", javaVersion(fakeJdk(dir.resolve("e"), "IMPLEMENTOR=\"x\"\n", "")));
  }

  /**
   * {@code find_jdk} takes the newest JDK 21+ of the usual folders and of the javac on PATH. A
   * javac symlink into one of those folders is recognized without resolving it and wins a tie;
   * one leading elsewhere is resolved and counts as well.
   */
  @Test
  void findJdkTakesTheNewestOfTheUsualFoldersAndThePathsJavac(@TempDir Path dir) throws Exception {
    Path home = dir.resolve("home");
    Path usual = fakeFullJdk(home.resolve(".jdks/jdk-90"), "90");
    Path elsewhere = fakeFullJdk(dir.resolve("elsewhere/jdk-91"), "91");
    Path twin = fakeFullJdk(dir.resolve("elsewhere/twin-90"), "90");
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path javac = bin.resolve("javac");

    Files.createSymbolicLink(javac, elsewhere.resolve("bin/javac"));
    assertEquals(elsewhere.toRealPath().toString(), foundJdk(home, bin));
    Files.delete(javac);
    Files.createSymbolicLink(javac, usual.resolve("bin/javac"));
    assertEquals(usual.toString(), foundJdk(home, bin));
    Files.delete(javac);
    Files.createSymbolicLink(javac, twin.resolve("bin/javac"));
    assertEquals(twin.toRealPath().toString(), foundJdk(home, bin), "the PATH's javac wins a tie");
  }

  /** A JDK folder whose release file says {@code version}, with executable bin/java and bin/javac. */
  private static Path fakeFullJdk(Path home, String version) throws Exception {
    fakeJdk(home, "JAVA_VERSION=\"" + version + "\"\n", version);
    Path javac = home.resolve("bin/javac");
    Files.writeString(javac, "#!/bin/sh\n");
    Files.setPosixFilePermissions(javac, PosixFilePermissions.fromString("rwxr-xr-x"));
    return home;
  }

  /** The JDK find_jdk chooses with HOME and PATH as given and no JAVA_HOME. */
  private static String foundJdk(Path home, Path pathDir) throws Exception {
    Path jdkScript = RepositoryRoot.find().resolve("scripts/jdk.sh");
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", ". \"$0\"; find_jdk; echo \"$jdk\"", jdkScript.toString())
        .redirectErrorStream(true);
    pb.environment().remove("JAVA_HOME");
    pb.environment().put("HOME", home.toString());
    pb.environment().put("PATH", pathDir + ":/usr/bin:/bin");
    Process p = pb.start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "find_jdk did not finish");
    return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
  }

  /**
   * {@code vector_width_options} (scripts/jdk.sh) narrows C2's vectors to 256 bits on AMD Zen 4
   * only: family 25 with AVX-512. Zen 3 shares the family without AVX-512, Zen 5 (family 26) and
   * Intel run 512-bit vectors at full width.
   */
  @Test
  void vectorsAreNarrowedOnZen4Only(@TempDir Path dir) throws Exception {
    String zen4 = cpuinfo("AuthenticAMD", 25, "fpu sse2 avx2 avx512f avx512bw");
    assertEquals("-XX:MaxVectorSize=32", vectorWidthOptions(dir, zen4 + "\n" + zen4));
    assertEquals("", vectorWidthOptions(dir, cpuinfo("AuthenticAMD", 25, "fpu sse2 avx2 avx512_vnni")));
    assertEquals("", vectorWidthOptions(dir, cpuinfo("AuthenticAMD", 26, "fpu sse2 avx2 avx512f")));
    assertEquals("", vectorWidthOptions(dir, cpuinfo("GenuineIntel", 6, "fpu sse2 avx2 avx512f")));
    assertEquals("", vectorWidthOptions(dir, null));
  }

  private static String cpuinfo(String vendor, int family, String flags) {
    return "processor\t: 0\nvendor_id\t: " + vendor + "\ncpu family\t: " + family
        + "\nmodel\t\t: 17\nflags\t\t: " + flags + "\n";
  }

  /** What the function prints for a /proc/cpuinfo holding {@code text} (none when null). */
  private static String vectorWidthOptions(Path dir, String text) throws Exception {
    Path file = dir.resolve("cpuinfo");
    Files.deleteIfExists(file);
    if (text != null) Files.writeString(file, text);
    return runJdkScript("vector_width_options \"$1\"", file.toString());
  }

  /** A JDK folder with an optional release file and a bin/java reporting {@code jvmVersion}. */
  private static Path fakeJdk(Path home, String release, String jvmVersion) throws Exception {
    Files.createDirectories(home.resolve("bin"));
    if (release != null) Files.writeString(home.resolve("release"), release);
    Path java = home.resolve("bin/java");
    String answer = jvmVersion.isEmpty() ? "" : "    java.specification.version = " + jvmVersion + "\n";
    Files.writeString(java, "#!/bin/sh\nprintf '" + answer.replace("\n", "\\n") + "' >&2\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return java;
  }

  private static String javaVersion(Path java) throws Exception {
    return runJdkScript("java_version \"$1\"", java.toString());
  }

  /** Sources scripts/jdk.sh and runs {@code command} with {@code argument} as $1; its output. */
  private static String runJdkScript(String command, String argument) throws Exception {
    Path jdkScript = RepositoryRoot.find().resolve("scripts/jdk.sh");
    Process p = new ProcessBuilder("bash", "-c", ". \"$0\"; " + command, jdkScript.toString(), argument)
        .redirectErrorStream(true).start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), command + " did not finish");
    return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
  }

  private static String read(String file) throws Exception {
    Path root = RepositoryRoot.find();
    return Files.readString(root.resolve(file));
  }
}
