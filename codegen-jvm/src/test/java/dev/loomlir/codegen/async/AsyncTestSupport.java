package dev.loomlir.codegen.async;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.runtime.RunnerOutput;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import dev.loomlir.syntax.Parser;
import dev.loomlir.verify.Verifier;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

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
    Operation module = Parser.parseModule(Dialects.newContext(), new SourceBuffer(name, text));
    Verifier.verify(module);
    CompiledModule compiled = ModuleCompiler.compile(module, name, CompileOptions.defaults().withCoroutines(mode));
    LoadedModule loaded = compiled.load();
    for (Map.Entry<String, byte[]> c : compiled.classes().entrySet()) {
      StringWriter report = new StringWriter();
      CheckClassAdapter.verify(new ClassReader(c.getValue()), loaded.moduleClass().getClassLoader(), false,
          new PrintWriter(report));
      if (!report.toString().isEmpty()) fail("class " + c.getKey() + " fails verification:\n" + report);
    }
    return loaded;
  }

  /** Runs {@code @main}; returns its output with thread ids and memref addresses masked. */
  static String runMain(LoadedModule module, boolean checkRefCounts) {
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(checkRefCounts);
    try {
      MethodHandle main = module.handle("main");
      String out = capture(() -> {
        try {
          main.invoke();
        } catch (RuntimeException | Error e) {
          throw e;
        } catch (Throwable t) {
          throw new RuntimeException(t);
        }
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

  static synchronized String capture(Runnable body) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    RunnerOutput.redirect(out);
    try {
      body.run();
    } finally {
      RunnerOutput.redirect(null);
      out.flush();
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
