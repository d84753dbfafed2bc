package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.vector.ScalarizeVectorsPass;
import dev.loomlir.runtime.RunnerOutput;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Parses, verifies, compiles, checks (CheckClassAdapter) and runs small programs. */
public final class CodegenTestSupport {
  private CodegenTestSupport() {}

  /**
   * Parses and verifies; vector values become their lanes, as the default lowering's last pass
   * makes them (the code generator emits the ops it leaves, not vector arithmetic).
   */
  static Operation parse(String name, String text) {
    Operation module = IrFixtures.parse(name, text);
    new ScalarizeVectorsPass().run(module, new PassContext(Dialects.newContext()));
    return module;
  }

  /** Compiles and loads, running ASM's verifier over every generated class. */
  static LoadedModule compileAndLoad(String name, String text) {
    return compileAndLoad(name, text, CompileOptions.defaults());
  }

  static LoadedModule compileAndLoad(String name, String text, CompileOptions options) {
    return loadChecked(ModuleCompiler.compile(parse(name, text), name, options));
  }

  /** Loads a compiled module, running ASM's verifier over every generated class. */
  public static LoadedModule loadChecked(CompiledModule compiled) {
    LoadedModule loaded = compiled.load();
    for (Map.Entry<String, byte[]> c : compiled.classes().entrySet()) checkClass(c.getKey(), c.getValue(), loaded);
    return loaded;
  }

  static void checkClass(String name, byte[] bytes, LoadedModule loaded) {
    StringWriter report = new StringWriter();
    CheckClassAdapter.verify(new ClassReader(bytes), loaded.moduleClass().getClassLoader(), false, new PrintWriter(report));
    if (!report.toString().isEmpty()) fail("class " + name + " fails verification:\n" + report);
  }

  /** Runs {@code @main} and returns what it printed. */
  static String run(String name, String text) {
    return runEntry(compileAndLoad(name, text), "main");
  }

  static String runEntry(LoadedModule module, String entry) {
    MethodHandle main = module.handle(entry);
    return captureOutput(() -> invoke(main));
  }

  /** Calls a no-argument function, rethrowing what it throws unchecked. */
  public static void invoke(MethodHandle function) {
    try {
      function.invoke();
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new RuntimeException(t);
    }
  }

  static String captureOutput(Runnable body) { return captureOutput(body, StandardCharsets.UTF_8); }

  /** What {@code body} printed through the runner utilities; one capture at a time (the output is global). */
  public static synchronized String captureOutput(Runnable body, java.nio.charset.Charset charset) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    RunnerOutput.redirect(out);
    try {
      body.run();
    } finally {
      RunnerOutput.redirect(null);
      out.flush();
    }
    return bytes.toString(charset);
  }
}
