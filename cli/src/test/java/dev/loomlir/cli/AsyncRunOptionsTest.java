package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.cli.MainTest.Result;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code run}/{@code compile} on async programs: the default lowering of async ops, the options
 * {@code --coroutines}, {@code --workers}, {@code --check-refcounts}, and compiled jars honouring
 * them (their own arguments and system properties).
 */
class AsyncRunOptionsTest {
  @TempDir Path dir;

  /** A task chain: the value 10 goes through two tasks (+1, *3) and a nested await. */
  private static final String CHAIN = """
      func.func @main() {
        %t0, %v0 = async.execute -> !async.value<i64> {
          %x = arith.constant 10 : i64
          async.yield %x : i64
        }
        %t1, %v1 = async.execute (%v0 as %x : !async.value<i64>) -> !async.value<i64> {
          %one = arith.constant 1 : i64
          %y = arith.addi %x, %one : i64
          %t2, %v2 = async.execute -> !async.value<i64> {
            %three = arith.constant 3 : i64
            %z = arith.muli %y, %three : i64
            async.yield %z : i64
          }
          %z = async.await %v2 : !async.value<i64>
          async.yield %z : i64
        }
        %r = async.await %v1 : !async.value<i64>
        vector.print %r : i64
        return
      }
      """;

  /** Counts references itself and leaks one token (created at 3:8). */
  private static final String LEAK = """
      func.func @main() {
        %ok = async.runtime.create : !async.token
        %t = async.runtime.create : !async.token
        async.runtime.set_available %ok : !async.token
        async.runtime.drop_ref %ok {count = 1 : i64} : !async.token
        async.runtime.set_available %t : !async.token
        return
      }
      """;

  private Path source(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {"state-machine", "virtual-threads"})
  void runsAsyncProgramsInBothModes(String mode) throws IOException {
    Path src = source("chain.mlir", CHAIN);
    assertEquals(new Result(0, "33\n", ""),
        MainTest.run("", "run", src.toString(), "--coroutines=" + mode, "--workers", "2", "--check-refcounts"));
    assertEquals(new Result(0, "33\n", ""), MainTest.run(CHAIN, "run", "-", "--coroutines", mode, "--workers=1"));
  }

  @Test
  void rejectsUnknownCoroutineModes() throws IOException {
    Result r = MainTest.run("", "run", source("chain.mlir", CHAIN).toString(), "--coroutines=green-threads");
    assertEquals(1, r.code());
    assertEquals("loomlir: error: unknown --coroutines mode 'green-threads' (expected state-machine or "
        + "virtual-threads)\n", r.err());
  }

  @Test
  void checkRefcountsReportsLeaksAtExit() throws IOException {
    Path src = source("leak.mlir", LEAK);
    Result checked = MainTest.run("", "run", src.toString(), "--check-refcounts");
    assertEquals(1, checked.code());
    assertEquals(src + ":3:8: error: async.token leaked: 1 reference left at exit\n", checked.err());
    assertEquals(new Result(0, "", ""), MainTest.run("", "run", src.toString()));
  }

  @ParameterizedTest
  @ValueSource(strings = {"state-machine", "virtual-threads"})
  void jarsKeepTheirCoroutineModeAndTakeRuntimeArguments(String mode) throws Exception {
    Path jar = dir.resolve("chain.jar");
    assertEquals(new Result(0, "", ""), MainTest.run("", "compile", source("chain.mlir", CHAIN).toString(),
        "-o", jar.toString(), "--coroutines=" + mode, "--workers", "1"));
    assertEquals(mode.equals("virtual-threads"), generatedCodeMentions(jar, "$$thread$"));
    assertEquals(new Result(0, "33\n", ""), javaJar(jar, List.of(), List.of()));
    assertEquals(new Result(0, "33\n", ""), javaJar(jar, List.of(), List.of("--workers", "3", "--check-refcounts")));
    assertEquals(new Result(0, "33\n", ""), javaJar(jar, List.of("-Dloomlir.workers=2"), List.of()));
    Result bad = javaJar(jar, List.of(), List.of("--workers", "none"));
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("invalid --workers value 'none'"), bad.err());
  }

  @Test
  void jarsCheckReferencesWhenToldAtCompileOrRunTime() throws Exception {
    Path src = source("leak.mlir", LEAK);
    Path plain = dir.resolve("plain.jar");
    Path checking = dir.resolve("checking.jar");
    MainTest.run("", "compile", src.toString(), "-o", plain.toString());
    MainTest.run("", "compile", src.toString(), "-o", checking.toString(), "--check-refcounts");
    String leak = src + ":3:8: error: async.token leaked: 1 reference left at exit\n";
    assertEquals(new Result(0, "", ""), javaJar(plain, List.of(), List.of()));
    assertEquals(new Result(1, "", leak), javaJar(plain, List.of(), List.of("--check-refcounts")));
    assertEquals(new Result(1, "", leak), javaJar(plain, List.of("-Dloomlir.checkRefcounts=true"), List.of()));
    assertEquals(new Result(1, "", leak), javaJar(checking, List.of(), List.of()));
  }

  private static boolean generatedCodeMentions(Path jar, String text) throws IOException {
    try (JarFile j = new JarFile(jar.toFile())) {
      return j.stream().filter(e -> e.getName().startsWith("loomlir/gen/")).anyMatch(e -> {
        try (var in = j.getInputStream(e)) {
          return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).contains(text);
        } catch (IOException ex) {
          throw new java.io.UncheckedIOException(ex);
        }
      });
    }
  }

  /** {@code java [jvmOptions] -jar jar [args]} with the JVM running this test. */
  private static Result javaJar(Path jar, List<String> jvmOptions, List<String> args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.addAll(jvmOptions);
    command.add("-jar");
    command.add(jar.toString());
    command.addAll(args);
    Process p = new ProcessBuilder(command).start();
    p.getOutputStream().close();
    var out = p.getInputStream().readAllBytes();
    var err = p.getErrorStream().readAllBytes();
    if (!p.waitFor(2, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError(command + " timed out");
    }
    return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
  }
}
