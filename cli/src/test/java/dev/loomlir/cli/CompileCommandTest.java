package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompileException;
import dev.loomlir.api.Loomlir;
import dev.loomlir.cli.MainTest.Result;
import dev.loomlir.launch.AsyncSettings;
import dev.loomlir.launch.ModuleMetadata;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loomlir compile}, then {@code java -jar} in a child process running the test's own JDK. */
class CompileCommandTest {
  @TempDir Path dir;

  /** Runs {@code java -jar jar} with the JVM running this test, nothing else on the class path. */
  static Result javaJar(Path jar) throws IOException, InterruptedException {
    return javaJar(jar, List.of());
  }

  /** As {@link #javaJar(Path)}, with {@code jvmOptions} before {@code -jar}. */
  static Result javaJar(Path jar, List<String> jvmOptions) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElseThrow();
    Path stdout = Files.createTempFile("loomlir-jar-out", ".txt");
    Path stderr = Files.createTempFile("loomlir-jar-err", ".txt");
    List<String> command = new java.util.ArrayList<>(List.of(java));
    command.addAll(jvmOptions);
    command.addAll(List.of("-jar", jar.toString()));
    try {
      Process p = new ProcessBuilder(command)
          .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
      p.getOutputStream().close();
      if (!p.waitFor(2, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError("java -jar " + jar + " timed out");
      }
      return new Result(p.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
          Files.readString(stderr, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(stdout);
      Files.deleteIfExists(stderr);
    }
  }

  private static String withoutBase(String out) { return out.replaceAll("base@ = 0x[0-9a-f]+", "base@"); }

  private Path source(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void jarRunsTheEntryPointWithOnlyAJre() throws Exception {
    Path src = source("sum.mlir", """
        func.func private @printI64(i64)
        func.func private @printNewline()
        func.func @main() {
          %c0 = arith.constant 0 : index
          %c5 = arith.constant 5 : index
          %c1 = arith.constant 1 : index
          %m = memref.alloc() : memref<5xi64>
          scf.for %i = %c0 to %c5 step %c1 {
            %v = arith.index_cast %i : index to i64
            %sq = arith.muli %v, %v : i64
            memref.store %sq, %m[%i] : memref<5xi64>
          }
          %u = memref.cast %m : memref<5xi64> to memref<*xi64>
          func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
          %h = arith.constant 1.0 : f32
          vector.print %h : f32
          return
        }
        func.func private @printMemrefI64(memref<*xi64>)
        func.func @answer() -> i32 {
          %c = arith.constant 42 : i32
          return %c : i32
        }
        """);
    Path jar = Files.createDirectories(dir.resolve("out")).resolve("sum.jar");
    Result compiled = MainTest.run("", "compile", src.toString(), "-o", jar.toString());
    assertEquals(new Result(0, "", ""), compiled);
    Result inProcess = MainTest.run("", "run", src.toString());
    Result child = javaJar(jar);
    assertEquals(0, child.code(), child.err());
    // base@ numbers allocations per JVM: the in-process run's differ.
    assertEquals(withoutBase(inProcess.out()), withoutBase(child.out()));
    assertTrue(child.out().endsWith("[0,  1,  4,  9,  16]\n1\n"), child.out());

    Path answer = dir.resolve("answer.jar");
    assertEquals(0, MainTest.run("", "compile", "-e", "answer", src.toString(), "-o", answer.toString()).code());
    assertEquals(new Result(0, "42\n", ""), javaJar(answer));
  }

  @Test
  void jarReportsRuntimeErrorsLikeRun() throws Exception {
    Path src = source("fail.mlir", """
        func.func @main() {
          vector.print str "start\\n"
          %f = arith.constant false
          cf.assert %f, "gave up"
          return
        }
        """);
    Path jar = dir.resolve("fail.jar");
    assertEquals(0, MainTest.run("", "compile", src.toString(), "-o", jar.toString()).code());
    Result child = javaJar(jar);
    assertEquals(new Result(1, "start\n", src + ":4:3: error: gave up\n"), child);
  }

  /** A program with one async task that prints. */
  private static final String TASK_PROGRAM = """
      func.func @main() {
        %t = async.execute {
          vector.print str "in a task\\n"
          async.yield
        }
        async.await %t : !async.token
        return
      }
      """;

  /** Jars of programs that use the async runtime warm it up before their entry; others do not. */
  @Test
  void jarWarmsTheRuntimeUpOnlyForAsyncPrograms() throws Exception {
    Path async = source("spawn.mlir", TASK_PROGRAM);
    Path jar = dir.resolve("spawn.jar");
    assertEquals(0, MainTest.run("", "compile", async.toString(), "-o", jar.toString(), "--check-refcounts").code());
    assertTrue(metadata(jar).asyncDefaults().warmUp());
    // The warm-up's own objects are not the program's: reference checking reports nothing.
    assertEquals(new Result(0, "in a task\n", ""), javaJar(jar));

    Path plain = source("plain.mlir", "func.func @main() {\n  return\n}\n");
    Path plainJar = dir.resolve("plain.jar");
    assertEquals(0, MainTest.run("", "compile", plain.toString(), "-o", plainJar.toString()).code());
    assertFalse(metadata(plainJar).asyncDefaults().warmUp());

    // The Java API's jars decide the same way.
    Path apiJar = dir.resolve("api-spawn.jar");
    Loomlir.compileToJar(async, apiJar, "main", CompilationOptions.defaults());
    assertTrue(metadata(apiJar).asyncDefaults().warmUp());
    Loomlir.compileToJar(plain, apiJar, "main", CompilationOptions.defaults());
    assertFalse(metadata(apiJar).asyncDefaults().warmUp());
  }

  /**
   * A jar whose description predates {@code async.warmUp} (and the other async keys) still loads
   * and runs, without the warm-up: the key is optional.
   */
  @Test
  void jarWithoutTheWarmUpKeyRunsWithoutWarmUp() throws Exception {
    Path async = source("older.mlir", TASK_PROGRAM);
    Path jar = dir.resolve("older.jar");
    assertEquals(0, MainTest.run("", "compile", async.toString(), "-o", jar.toString()).code());
    try (FileSystem zip = FileSystems.newFileSystem(jar)) {
      Path description = zip.getPath(ModuleMetadata.RESOURCE);
      List<String> kept = Files.readAllLines(description, StandardCharsets.ISO_8859_1).stream()
          .filter(line -> !line.startsWith("async.")).toList();
      assertTrue(kept.size() < Files.readAllLines(description, StandardCharsets.ISO_8859_1).size());
      Files.write(description, kept, StandardCharsets.ISO_8859_1);
    }
    assertEquals(AsyncSettings.DEFAULT, metadata(jar).asyncDefaults());
    assertEquals(new Result(0, "in a task\n", ""), javaJar(jar));
    try (var loaded = Loomlir.loadJar(jar)) {
      assertEquals(java.util.Set.of("main"), loaded.functionNames());
    }
  }

  /**
   * A worker count the runtime rejects is reported as a program error, as it is without the
   * warm-up (when the program's first task meets it), not as an internal error of the warm-up.
   */
  @Test
  void badWorkerCountIsTheSameErrorWithTheWarmUp() throws Exception {
    Path async = source("workers.mlir", """
        func.func @main() {
          %t = async.execute {
            async.yield
          }
          async.await %t : !async.token
          return
        }
        """);
    Path jar = dir.resolve("workers.jar");
    assertEquals(0, MainTest.run("", "compile", async.toString(), "-o", jar.toString()).code());
    Result expected = new Result(1, "",
        "error: invalid -Dloomlir.workers value 'x': expected a positive number of workers\n");
    assertEquals(expected, javaJar(jar, List.of("-Dloomlir.workers=x", "-Dloomlir.runtimeWarmup=false")));
    assertEquals(expected, javaJar(jar, List.of("-Dloomlir.workers=x")));
  }

  private static ModuleMetadata metadata(Path jar) throws IOException {
    try (JarFile f = new JarFile(jar.toFile()); var in = f.getInputStream(f.getJarEntry(ModuleMetadata.RESOURCE))) {
      return ModuleMetadata.read(in);
    }
  }

  @Test
  void jarHoldsGeneratedRuntimeAndLauncherClassesOnly() throws Exception {
    Path src = source("tiny.mlir", "func.func @main() {\n  return\n}\n");
    Path jar = dir.resolve("tiny.jar");
    assertEquals(0, MainTest.run("", "compile", src.toString(), "-o", jar.toString()).code());
    try (JarFile f = new JarFile(jar.toFile())) {
      assertEquals("dev.loomlir.launch.JarMain", f.getManifest().getMainAttributes().getValue("Main-Class"));
      assertTrue(f.getJarEntry("loomlir/gen/Tiny.class") != null);
      assertTrue(f.getJarEntry("dev/loomlir/runtime/MlirRuntimeException.class") != null);
      assertTrue(f.stream().allMatch(e -> e.getName().startsWith("META-INF/") || e.getName().startsWith("loomlir/gen/")
          || e.getName().startsWith("dev/loomlir/runtime/") || e.getName().startsWith("dev/loomlir/launch/")),
          "unexpected entries");
    }
    // The same input gives the same bytes.
    Path again = dir.resolve("again.jar");
    assertEquals(0, MainTest.run("", "compile", src.toString(), "-o", again.toString()).code());
    assertArrayEquals(Files.readAllBytes(jar), Files.readAllBytes(again));
  }

  @Test
  void compileErrorsWriteNoJar() throws Exception {
    Path src = source("bad.mlir", "func.func @main() {\n  %x = arith.constant 1 : i32\n}\n");
    Path jar = dir.resolve("bad.jar");
    Result r = MainTest.run("", "compile", src.toString(), "-o", jar.toString());
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith(src + ":"), r.err());
    assertTrue(Files.notExists(jar));
    Result noEntry = MainTest.run("", "compile", "-e", "start", source("ok.mlir", "func.func @main() {\n  return\n}\n")
        .toString(), "-o", jar.toString());
    assertEquals(1, noEntry.code());
    assertTrue(noEntry.err().contains("entry point '@start' not found"), noEntry.err());
    Result noOutput = MainTest.run("", "compile", src.toString());
    assertEquals(1, noOutput.code());
  }

  @Test
  void entryPointErrorsMatchTheJavaApis() throws Exception {
    Path src = source("entries.mlir", """
        func.func @args(%x: i32) -> i32 {
          return %x : i32
        }
        func.func @pair() -> (i32, i32) {
          %c = arith.constant 1 : i32
          return %c, %c : i32, i32
        }
        """);
    Path jar = dir.resolve("entries.jar");
    for (String entry : List.of("nope", "args", "pair")) {
      Result cli = MainTest.run("", "compile", src.toString(), "-e", entry, "-o", jar.toString());
      assertEquals(1, cli.code());
      CompileException api = assertThrows(CompileException.class,
          () -> Loomlir.compileToJar(src, jar, entry, CompilationOptions.defaults()));
      assertEquals(cli.err(), api.diagnostics(), entry);
    }
  }

  /** As mlir-opt with {@code -o}, a missing folder is an error, not something to create. */
  @Test
  void aJarInAMissingFolderIsAnError() throws IOException {
    Path src = dir.resolve("x.mlir");
    Files.writeString(src, "func.func @main() {\n  return\n}\n");
    Path jar = dir.resolve("missing/x.jar");
    Result r = MainTest.run("", "compile", src.toString(), "-o", jar.toString());
    assertEquals(new Result(1, "", "loomlir: error: cannot write '" + jar + "': No such file or directory\n"), r);
    assertFalse(Files.exists(dir.resolve("missing")));
  }

  /** The jar gets the umask's permissions (it was 0600, from a temporary file), like any output file. */
  @Test
  void theJarIsReadableByOthersAsOtherOutputIs() throws IOException {
    Path src = dir.resolve("x.mlir");
    Files.writeString(src, "func.func @main() {\n  return\n}\n");
    Path jar = dir.resolve("x.jar");
    Path other = dir.resolve("other.txt");
    Files.writeString(other, "");
    assertEquals(new Result(0, "", ""), MainTest.run("", "compile", src.toString(), "-o", jar.toString()));
    assertEquals(Files.getPosixFilePermissions(other), Files.getPosixFilePermissions(jar));
  }
  @Test
  void javaFacadeGoesIntoTheJarAsTheApiWritesIt() throws Exception {
    Path src = source("kernels.mlir", """
        func.func @add(%a: i64, %b: i64) -> i64 {
          %s = arith.addi %a, %b : i64
          return %s : i64
        }
        """);
    Path jar = dir.resolve("kernels.jar");
    // No @main: with a facade that makes a library jar.
    assertEquals(new Result(0, "", ""), MainTest.run("", "compile", src.toString(), "--java-facade=com.example.Kernels",
        "-o", jar.toString()));
    Path apiJar = dir.resolve("api.jar");
    Loomlir.compileToJar(src, apiJar, null, "com.example.Kernels", CompilationOptions.defaults());
    assertArrayEquals(Files.readAllBytes(apiJar), Files.readAllBytes(jar));
    try (JarFile f = new JarFile(jar.toFile())) {
      assertTrue(f.getJarEntry("com/example/Kernels.class") != null);
      String source = new String(f.getInputStream(f.getJarEntry("com/example/Kernels.java")).readAllBytes(),
          StandardCharsets.UTF_8);
      assertTrue(source.contains("public static long add(long a, long b) {"), source);
    }
    // -e names an entry point, which must then exist.
    Result named = MainTest.run("", "compile", src.toString(), "--java-facade=com.example.Kernels", "-e", "main",
        "-o", jar.toString());
    assertEquals(new Result(1, "", src + ": error: entry point '@main' not found\n"), named);
  }

  @Test
  void javaFacadeErrorsAreDiagnostics() throws Exception {
    Path src = source("k.mlir", "func.func @main() {\n  return\n}\n");
    Path jar = dir.resolve("k.jar");
    Result r = MainTest.run("", "compile", src.toString(), "--java-facade=com.1.K", "-o", jar.toString());
    assertEquals(new Result(1, "", src + ": error: 'com.1.K' is not a valid Java class name for the facade"
        + " (expected a binary name such as com.example.Kernels)\n"), r);
    assertTrue(Files.notExists(jar));
    Path lib = source("lib.mlir", "func.func @f() {\n  return\n}\n");
    Result aot = MainTest.run("", "compile", lib.toString(), "--java-facade=K", "--aot-cache", "-o", jar.toString());
    assertEquals(new Result(1, "", "loomlir: error: --aot-cache needs an entry point ('@main' not found in " + lib
        + ")\n"), aot);
  }
}
