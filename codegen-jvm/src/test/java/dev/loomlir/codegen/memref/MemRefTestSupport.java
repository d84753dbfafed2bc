package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.CodegenTestSupport;
import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.fixtures.PassFixtures;
import dev.loomlir.lowering.pass.PassPipelineException;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.util.CheckClassAdapter;

/**
 * The path every memref test program takes: parse, verify, {@code convert-scf-to-cf}, verify,
 * compile, check each class with ASM's CheckClassAdapter, load, run with output captured.
 */
final class MemRefTestSupport {
  private MemRefTestSupport() {}

  static Operation lower(String name, String text) { return lower(name, text, "convert-scf-to-cf"); }

  /** Parses, verifies and runs {@code passes} (a comma-separated pass list) on the module. */
  static Operation lower(String name, String text, String passes) {
    try {
      return PassFixtures.lower(Dialects.newContext(), name, text, "builtin.module(" + passes + ")");
    } catch (PassPipelineException e) {
      throw new AssertionError(e);
    }
  }

  static CompiledModule compile(String name, String text) { return compile(name, text, "convert-scf-to-cf"); }

  /** Compiles after {@code passes} (see {@link #lower(String, String, String)}). */
  static CompiledModule compile(String name, String text, String passes) {
    return ModuleCompiler.compile(lower(name, text, passes), name, CompileOptions.defaults());
  }

  static LoadedModule compileAndLoad(String name, String text) {
    return CodegenTestSupport.loadChecked(compile(name, text));
  }

  /** Compiles after {@code passes}, checked and loaded. */
  static LoadedModule compileAndLoad(String name, String text, String passes) {
    return CodegenTestSupport.loadChecked(compile(name, text, passes));
  }

  /** Runs {@code visitor} over the code of {@code method} in the module class. */
  static void visitMethod(CompiledModule compiled, String method, MethodVisitor visitor) {
    new ClassReader(compiled.classes().get(compiled.className())).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
        return name.equals(method) ? visitor : null;
      }
    }, 0);
  }

  /** Runs {@code @main} of the program and returns what it printed. */
  static String run(String name, String text) {
    MethodHandle main = compileAndLoad(name, text).handle("main");
    return capture(() -> CodegenTestSupport.invoke(main));
  }

  /** i8 memrefs print raw bytes: decode one char per byte. */
  static String capture(Runnable body) {
    return CodegenTestSupport.captureOutput(body, StandardCharsets.ISO_8859_1);
  }

  /** Printed base addresses differ between runs and implementations. */
  static String maskAddresses(String output) {
    return output.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0x?");
  }
}
