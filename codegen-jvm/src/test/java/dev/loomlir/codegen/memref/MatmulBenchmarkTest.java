package dev.loomlir.codegen.memref;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.LoadedModule;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The benchmark: compiles {@code /work/shared/bench/matmul.mlir} (after scf-to-cf) and
 * runs its {@code main} a few times in one JVM; each run prints its own elapsed seconds (first
 * line) and a checksum. Opt-in: {@code -Dloomlir.bench=true}.
 */
@EnabledIfSystemProperty(named = "loomlir.bench", matches = "true")
class MatmulBenchmarkTest {
  @Test void matmul() throws Throwable {
    Path file = Path.of(System.getProperty("loomlir.bench.file", "/work/shared/bench/matmul.mlir"));
    LoadedModule module = MemRefTestSupport.compileAndLoad(file.getFileName().toString(), Files.readString(file));
    String dump = System.getProperty("loomlir.bench.dump");
    if (dump != null) { // for javap -c
      for (var c : module.compiled().classes().entrySet()) {
        Path out = Path.of(dump, c.getKey().replace('.', '/') + ".class");
        Files.createDirectories(out.getParent());
        Files.write(out, c.getValue());
      }
    }
    MethodHandle main = module.handle("main");
    int runs = Integer.getInteger("loomlir.bench.runs", 5);
    for (int i = 0; i < runs; i++) {
      String out = MemRefTestSupport.capture(() -> {
        try {
          main.invoke();
        } catch (Throwable t) {
          throw new RuntimeException(t);
        }
      });
      System.out.println("matmul run " + i + ": " + out.replace('\n', ' '));
      assertTrue(out.endsWith("1.91692e+06\n"), out);
    }
  }
}
