package dev.loomlir.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.Loomlir;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program that ends the process itself (a trusted Java binding to {@code System.exit}) keeps
 * the output it printed before: the launcher flushes it at exit.
 */
class ExitFlushTest {
  @TempDir Path dir;

  @Test
  void outputPrintedBeforeSystemExitIsNotLost() throws Exception {
    Path source = dir.resolve("exit.mlir");
    Files.writeString(source, """
        func.func private @exit(i32) attributes {loomlir.java = "java.lang.System#exit"}
        func.func @main() {
          vector.print str "before exit\\n"
          %c = arith.constant 3 : i32
          func.call @exit(%c) : (i32) -> ()
          vector.print str "after exit\\n"
          return
        }
        """);
    Path jar = dir.resolve("exit.jar");
    Loomlir.compileToJar(source, jar, "main", CompilationOptions.defaults().withTrustedSource());
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-jar", jar.toString()).redirectErrorStream(true).start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals("before exit\n", out);
    assertEquals(3, p.exitValue());
  }
}
