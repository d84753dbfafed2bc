package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.EntryPointCheck;
import dev.loomlir.api.JarWriter;
import dev.loomlir.api.Pipeline;
import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.launch.AsyncSettings;
import dev.loomlir.launch.JarMain;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiler's half of the run cache: it stores a program only under a key made from the very
 * bytes it compiled, never for standard input, and an unwritable cache costs at most one line
 * (none unless the user chose the folder).
 */
class RunCacheTest {
  @TempDir Path dir;
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private SourceInput source(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return new SourceInput("p.mlir", text, bytes, null);
  }

  private RunCache cache(Path entry, String digests, boolean userFolder) {
    Map<String, String> env = userFolder
        ? Map.of(RunCache.ENTRY_ENV, entry.toString(), RunCache.INPUTS_ENV, digests, RunCache.USER_CACHE_ENV, "x")
        : Map.of(RunCache.ENTRY_ENV, entry.toString(), RunCache.INPUTS_ENV, digests);
    return RunCache.from(env).orElseThrow();
  }

  private void store(RunCache cache, SourceInput source, String input) {
    cache.store(source, input, new PrintStream(err, true, StandardCharsets.UTF_8),
        jar -> Files.writeString(jar, "jar of " + source.text()));
  }

  @Test
  void storesTheProgramWhenItsBytesAreTheOnesTheKeyWasMadeOf() throws IOException {
    SourceInput p = source("program");
    Path entry = dir.resolve("run/k1");
    store(cache(entry, RunCache.sha256(p.bytes()) + "  p.mlir\n", false), p, "p.mlir");
    assertEquals("jar of program", Files.readString(entry.resolve(RunCache.JAR)));
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void storesNothingForOtherBytesOtherFilesOrStandardInput() {
    SourceInput p = source("changed since the launcher read it");
    Path entry = dir.resolve("run/k2");
    store(cache(entry, RunCache.sha256("program".getBytes(StandardCharsets.UTF_8)) + "  p.mlir\n", false), p, "p.mlir");
    store(cache(entry, RunCache.sha256(p.bytes()) + "  other.mlir\n", false), p, "p.mlir");
    store(cache(entry, RunCache.sha256(p.bytes()) + "  p.mlir\n", false), p, "-");
    assertFalse(Files.exists(entry));
    assertTrue(RunCache.from(Map.of()).isEmpty(), "no entry without the launcher");
  }

  @Test
  void anUnwritableCacheIsSilentUnlessTheUserChoseIt() throws IOException {
    SourceInput p = source("program");
    Path file = Files.writeString(dir.resolve("not-a-folder"), "");
    String digests = RunCache.sha256(p.bytes()) + "  p.mlir\n";
    store(cache(file.resolve("k"), digests, false), p, "p.mlir");
    assertEquals("", err.toString(StandardCharsets.UTF_8));
    store(cache(file.resolve("k"), digests, true), p, "p.mlir");
    String warning = err.toString(StandardCharsets.UTF_8);
    assertTrue(warning.startsWith("loomlir: warning: cannot write the run cache in " + file + ": ")
        && warning.endsWith("\n") && warning.lines().count() == 1, warning);
  }

  /**
   * An entry keeps the source name as the command line gave it, so the errors it reports name the
   * file as {@code run} does (a compiled jar keeps only the file's name): a stack overflow, whose
   * message comes from the source name rather than from an op's location, shows it.
   */
  @Test
  void anEntryReportsErrorsAsRunDoes() throws Exception {
    Path src = Files.createDirectories(dir.resolve("sub")).resolve("so.mlir");
    String text = """
        func.func @rec(%n: i64) -> i64 {
          %c1 = arith.constant 1 : i64
          %m = arith.addi %n, %c1 : i64
          %r = func.call @rec(%m) : (i64) -> i64
          return %r : i64
        }
        func.func @main() {
          %c0 = arith.constant 0 : i64
          %r = func.call @rec(%c0) : (i64) -> i64
          vector.print %r : i64
          return
        }
        """;
    Files.writeString(src, text);
    MainTest.Result run = MainTest.run("", "run", src.toString());
    assertTrue(run.err().startsWith(src + ":4: error: stack overflow"), run.err());

    CompiledModule module = Pipeline.compile(text, src.toString(), CompilationOptions.defaults());
    EntryPointCheck check = EntryPointCheck.of(module, "main", null);
    Path jar = dir.resolve(RunCache.JAR);
    JarWriter.write(module, src.toString(), "main", check.result(),
        AsyncSettings.DEFAULT.withWarmUp(module.usesAsyncRuntime()), jar, true);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream jarErr = new ByteArrayOutputStream();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
      int code = JarMain.run(List.of(), loader, out, new PrintStream(jarErr, true, StandardCharsets.UTF_8));
      assertEquals(run, new MainTest.Result(code, out.toString(StandardCharsets.UTF_8),
          jarErr.toString(StandardCharsets.UTF_8)));
    }
  }
}
