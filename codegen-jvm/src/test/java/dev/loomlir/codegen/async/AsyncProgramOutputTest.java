package dev.loomlir.codegen.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code async/NAME.mlir} program, as upstream lowers it ({@code NAME.lowered.mlir}, made
 * by {@code scripts/async-expected.sh}), prints in both coroutine modes what upstream's native
 * run prints ({@code NAME.out}), thread ids and addresses masked; a second run checks reference
 * counts, and a few more runs look for races.
 */
class AsyncProgramOutputTest {
  private static final int REPEATS = 5;

  @TestFactory
  Stream<DynamicTest> programsPrintWhatUpstreamPrints() throws IOException {
    List<Path> programs;
    try (Stream<Path> files = Files.list(AsyncTestSupport.RESOURCES)) {
      programs = files.filter(p -> p.toString().endsWith(".lowered.mlir")).sorted().toList();
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (Path lowered : programs) {
      String name = lowered.getFileName().toString().replace(".lowered.mlir", "");
      for (CoroutineMode mode : CoroutineMode.values()) {
        tests.add(DynamicTest.dynamicTest(name + " [" + mode + "]", () -> {
          String expected = AsyncTestSupport.read(lowered.resolveSibling(name + ".out"));
          LoadedModule module = AsyncTestSupport.compile(name + ".mlir", AsyncTestSupport.read(lowered), mode);
          assertEquals(expected, AsyncTestSupport.runMain(module, false));
          assertEquals(expected, AsyncTestSupport.runMain(module, true), "with reference counts checked");
          for (int i = 0; i < REPEATS; i++) assertEquals(expected, AsyncTestSupport.runMain(module, false));
        }));
      }
    }
    return tests.stream();
  }
}
