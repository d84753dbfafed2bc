package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.loomlir.cli.MainTest.Result;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loomlir compile --aot-cache}, and what the real JVM (the one running the tests, JDK 25
 * in CI) does with a start-up cache it cannot use: the launcher turns the JVM's messages off and
 * names the cache in {@code -Dloomlir.startupCache}, so a corrupt, truncated or foreign cache
 * costs one warning line, is removed, and the program's output is unchanged.
 */
class StartupCacheTest {
  private static final String PROGRAM = """
      func.func @main() {
        %c = arith.constant 42 : i64
        vector.print %c : i64
        return
      }
      """;

  @TempDir Path dir;
  private Path jar;
  private Path cache;

  @BeforeEach
  void compileWithCache() throws Exception {
    assumeTrue(Runtime.version().feature() >= 25, "AOT caches are made on JDK 25+ (CDS archives before)");
    Path src = dir.resolve("p.mlir");
    Files.writeString(src, PROGRAM);
    jar = dir.resolve("p.jar");
    assertEquals(new Result(0, "", ""), MainTest.run("", "compile", src.toString(), "-o", jar.toString(), "--aot-cache"));
    cache = dir.resolve("p.aot");
  }

  @Test
  void compileWritesACacheTheJarStartsWith() throws Exception {
    assertTrue(Files.size(cache) > 0);
    try (var files = Files.list(dir)) {
      assertEquals(List.of("p.aot", "p.jar", "p.mlir"), files.map(f -> f.getFileName().toString()).sorted().toList(),
          "no temporary file is left");
    }
    Result withCache = CompileCommandTest.javaJar(jar, List.of("-XX:AOTCache=" + cache, "-XX:AOTMode=on"));
    assertEquals(new Result(0, "42\n", ""), withCache);
    assertEquals(CompileCommandTest.javaJar(jar), withCache);
  }

  @Test
  void aTruncatedCacheCostsOneLineAndIsRemoved() throws Exception {
    byte[] whole = Files.readAllBytes(cache);
    Files.write(cache, Arrays.copyOf(whole, whole.length / 2));
    assertIgnoredAndRemoved();
  }

  @Test
  void aCacheOfGarbageCostsOneLineAndIsRemoved() throws Exception {
    byte[] garbage = new byte[1 << 16];
    new java.util.Random(1).nextBytes(garbage);
    Files.write(cache, garbage);
    assertIgnoredAndRemoved();
  }

  @Test
  void anEmptyCacheCostsOneLineAndIsRemoved() throws Exception {
    Files.write(cache, new byte[0]);
    assertIgnoredAndRemoved();
  }

  /** A cache made by another build of the JVM: its header's version string differs from this JVM's. */
  @Test
  void aCacheOfAnotherJdkBuildCostsOneLineAndIsRemoved() throws Exception {
    byte[] bytes = Files.readAllBytes(cache);
    byte[] version = Runtime.version().toString().getBytes(StandardCharsets.US_ASCII);
    int at = indexOf(bytes, version, 4096);
    assertTrue(at >= 0, "the header names the JVM version " + Runtime.version());
    bytes[at + version.length - 1] = (byte) (bytes[at + version.length - 1] == '9' ? '8' : '9');
    Files.write(cache, bytes);
    assertIgnoredAndRemoved();
  }

  /**
   * A run-cache hit's first run records the program's own cache with the real JVM
   * (scripts/launch-cache.sh, record_program_cache): the program prints what it always prints,
   * and nothing of the JVM's recording; the next hit starts with the cache and prints the same.
   */
  @Test
  void aRunCacheHitRecordsTheProgramsCacheSilently() throws Exception {
    Path entry = dir.resolve("entry");
    Files.createDirectories(entry);
    Files.writeString(entry.resolve("hits"), "xx"); // run from the cache twice before
    String prelude = "set -euo pipefail; . '" + scripts().resolve("jdk.sh") + "'; . '" + scripts().resolve("launch-cache.sh")
        + "'; jdk='" + System.getProperty("java.home") + "'; startup_kind=aot; run_entry='" + entry + "'; ";
    Result first = bash(prelude + "program_cache_options && exit 9 || [ $? = 1 ]; program_cache_background=0; "
        + "record_program_cache -cp '" + jar
        + "' dev.loomlir.launch.JarMain");
    assertEquals(new Result(0, "42\n", ""), first);
    assertTrue(Files.size(entry.resolve("program.aot")) > 0);
    Result second = bash(prelude + "program_cache_options; exec \"$jdk/bin/java\" \"${startup[@]}\" -cp '" + jar
        + "' dev.loomlir.launch.JarMain");
    assertEquals(new Result(0, "42\n", ""), second, "no warning: the JVM used the cache");
  }

  private static Path scripts() {
    return dev.loomlir.testsupport.RepositoryRoot.find().resolve("scripts");
  }

  private static Result bash(String script) throws Exception {
    Process p = new ProcessBuilder("bash", "-c", script).start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(p.waitFor(), out, err);
  }

  private void assertIgnoredAndRemoved() throws Exception {
    Result r = CompileCommandTest.javaJar(jar, List.of("-XX:AOTCache=" + cache, "-Xlog:aot*=off", "-Xlog:cds*=off",
        "-Dloomlir.startupCache=" + cache));
    assertEquals(new Result(0, "42\n", "loomlir: warning: the JVM could not use its start-up cache " + cache
        + "; removed it (the next run makes a new one)\n"), r);
    assertFalse(Files.exists(cache));
  }

  private static int indexOf(byte[] haystack, byte[] needle, int limit) {
    for (int i = 0; i + needle.length <= Math.min(haystack.length, limit); i++) {
      if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) return i;
    }
    return -1;
  }
}
