package dev.loomlir.codegen.memref;

import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.PassManager;
import dev.loomlir.lowering.PassRegistry;
import dev.loomlir.runtime.RunnerOutput;
import dev.loomlir.syntax.Parser;
import dev.loomlir.verify.Verifier;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/**
 * The path every memref test program takes: parse, verify, {@code convert-scf-to-cf}, verify,
 * compile, check each class with ASM's CheckClassAdapter, load, run with output captured.
 */
final class MemRefTestSupport {
  private MemRefTestSupport() {}

  static Operation lower(String name, String text) {
    Operation module = Parser.parseModule(Dialects.newContext(), new SourceBuffer(name, text));
    Verifier.verify(module);
    try {
      PassManager.parse("builtin.module(convert-scf-to-cf)", PassRegistry.withBuiltinPasses()).run(module);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    Verifier.verify(module);
    return module;
  }

  static CompiledModule compile(String name, String text) {
    return ModuleCompiler.compile(lower(name, text), name, CompileOptions.defaults());
  }

  static LoadedModule compileAndLoad(String name, String text) {
    CompiledModule compiled = compile(name, text);
    LoadedModule loaded = compiled.load();
    for (Map.Entry<String, byte[]> c : compiled.classes().entrySet()) {
      StringWriter report = new StringWriter();
      CheckClassAdapter.verify(new ClassReader(c.getValue()), loaded.moduleClass().getClassLoader(), false,
          new PrintWriter(report));
      if (!report.toString().isEmpty()) fail("class " + c.getKey() + " fails verification:\n" + report);
    }
    return loaded;
  }

  /** Runs {@code @main} of the program and returns what it printed. */
  static String run(String name, String text) {
    MethodHandle main = compileAndLoad(name, text).handle("main");
    return capture(() -> {
      try {
        main.invoke();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new RuntimeException(t);
      }
    });
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
    return bytes.toString(StandardCharsets.ISO_8859_1);
  }

  /** Printed base addresses differ between runs and implementations. */
  static String maskAddresses(String output) {
    return output.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0x?");
  }
}
