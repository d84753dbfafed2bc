package dev.loomlir.codegen.async;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.CodegenTestSupport;
import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Compiles upstream-lowered async programs in a given coroutine mode, checks every generated
 * class with ASM's verifier, runs {@code @main} capturing what it prints, waits for the runtime
 * to go quiet and fails on a task failure or (when checked) unbalanced reference counts.
 */
final class AsyncTestSupport {
  private AsyncTestSupport() {}

  static final Path RESOURCES = Path.of("src/test/resources/async");

  static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static LoadedModule compile(String name, String text, CoroutineMode mode) {
    return CodegenTestSupport.loadChecked(
        ModuleCompiler.compile(IrFixtures.parse(name, text), name, CompileOptions.defaults().withCoroutines(mode)));
  }

  /** Runs {@code @main}; returns its output with thread ids and memref addresses masked. */
  static String runMain(LoadedModule module, boolean checkRefCounts) {
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(checkRefCounts);
    try {
      MethodHandle main = module.handle("main");
      String out = capture(() -> {
        CodegenTestSupport.invoke(main);
        assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(60)), "runtime did not go quiet");
      });
      assertNull(AsyncRuntimeControl.firstTaskFailure(), "a task failed");
      if (checkRefCounts) {
        String report = AsyncRuntimeControl.refCountReport().toString();
        assertTrue(report.isEmpty(), "reference counts:\n" + report);
      }
      return mask(out);
    } finally {
      AsyncRuntimeControl.setRefCountChecking(false);
      AsyncRuntimeControl.reset();
    }
  }

  static String mask(String output) {
    return output.replaceAll("Current thread id: \\d+", "Current thread id: N")
        .replaceAll("base@ = 0x[0-9a-f]+", "base@ = ADDR");
  }

  static String capture(Runnable body) {
    return CodegenTestSupport.captureOutput(body, StandardCharsets.UTF_8);
  }

}
