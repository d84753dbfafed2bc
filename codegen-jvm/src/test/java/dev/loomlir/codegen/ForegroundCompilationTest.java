package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;

import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.memref.MemRefError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.util.Printer;

/** Which generated methods carry the foreground-compilation mark, and that marked code still runs. */
class ForegroundCompilationTest {
  private static final String PROGRAM = """
      func.func private @sum_to(%n: i64) -> i64 {
        %c0 = arith.constant 0 : i64
        %c1 = arith.constant 1 : i64
        cf.br ^loop(%c0, %c0 : i64, i64)
      ^loop(%i: i64, %acc: i64):
        %done = arith.cmpi sge, %i, %n : i64
        cf.cond_br %done, ^exit, ^body
      ^body:
        %next = arith.addi %i, %c1 : i64
        %acc1 = arith.addi %acc, %next : i64
        cf.br ^loop(%next, %acc1 : i64, i64)
      ^exit:
        return %acc : i64
      }
      func.func private @straight(%a: i64) -> i64 {
        %c2 = arith.constant 2 : i64
        %b = arith.muli %a, %c2 : i64
        cf.br ^next
      ^next:
        return %b : i64
      }
      func.func @twice_sum(%n: i64) -> i64 {
        %s = call @sum_to(%n) : (i64) -> i64
        %r = call @straight(%s) : (i64) -> i64
        return %r : i64
      }
      func.func @public_loop(%n: i64) -> i64 {
        %r = call @sum_to(%n) : (i64) -> i64
        cf.br ^again(%r : i64)
      ^again(%x: i64):
        %stop = arith.cmpi sge, %x, %n : i64
        cf.cond_br %stop, ^out, ^again(%n : i64)
      ^out:
        return %x : i64
      }
      func.func @calls_public_loop(%n: i64) -> i64 {
        %r = call @public_loop(%n) : (i64) -> i64
        return %r : i64
      }
      func.func @scaled_sum(%x: f64, %n: i64, %k: i32) -> f64 {
        %none = arith.constant 0 : i64
        %one = arith.constant 1 : i64
        %zero = arith.constant 0.0 : f64
        %kf = arith.sitofp %k : i32 to f64
        %xk = arith.mulf %x, %kf : f64
        cf.br ^count(%n, %zero : i64, f64)
      ^count(%left: i64, %acc: f64):
        %acc1 = arith.addf %acc, %xk : f64
        %left1 = arith.subi %left, %one : i64
        %again = arith.cmpi sgt, %left1, %none : i64
        cf.cond_br %again, ^count(%left1, %acc1 : i64, f64), ^done(%acc1 : f64)
      ^done(%r: f64):
        return %r : f64
      }
      """;

  @Test
  void privateFunctionsWithALoopAreMarkedOthersKeepTheirNames() {
    LoadedModule m = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM);
    assertEquals("sum_to" + ForegroundCompilation.SUFFIX, m.compiled().functions().get("sum_to").methodName());
    assertEquals("straight", m.compiled().functions().get("straight").methodName());
    // Public functions keep the symbol's name: Java looks them up by it.
    assertEquals("public_loop", m.compiled().functions().get("public_loop").methodName());
  }

  /**
   * A public function with a loop keeps its public method for Java, which only forwards to the
   * marked private body; a public function without a loop is one public method, as before.
   */
  @Test
  void publicFunctionsWithALoopForwardToAMarkedPrivateBody() {
    CompiledModule compiled = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM).compiled();
    FunctionInfo info = compiled.functions().get("scaled_sum");
    assertEquals("scaled_sum", info.methodName());
    Map<String, MethodNode> methods = methods(compiled);
    MethodNode forwarder = methods.get("scaled_sum");
    MethodNode body = methods.get("scaled_sum" + ForegroundCompilation.SUFFIX);
    assertEquals(ACC_PUBLIC | ACC_STATIC, forwarder.access);
    assertEquals(ACC_PRIVATE | ACC_STATIC, body.access);
    assertEquals(info.descriptor(), forwarder.desc);
    assertEquals(info.descriptor(), body.desc);
    assertEquals(List.of("DLOAD 0", "LLOAD 2", "ILOAD 4", "INVOKESTATIC scaled_sum$$loop", "DRETURN"), code(forwarder));

    assertEquals("twice_sum", compiled.functions().get("twice_sum").methodName());
    assertEquals(ACC_PUBLIC | ACC_STATIC, methods.get("twice_sum").access);
    assertFalse(methods.containsKey("twice_sum" + ForegroundCompilation.SUFFIX), "no loop, no forwarder");
    assertFalse(methods.containsKey("sum_to"), "private functions have no forwarder");
  }

  @Test
  void callsInsideTheModuleGoToTheMarkedBody() {
    CompiledModule compiled = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM).compiled();
    assertEquals(List.of("INVOKESTATIC public_loop$$loop"),
        code(methods(compiled).get("calls_public_loop")).stream().filter(i -> i.startsWith("INVOKE")).toList());
  }

  @Test
  void markedCodeRunsAsBefore() throws Throwable {
    LoadedModule m = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM);
    MethodHandle twiceSum = m.handle("twice_sum");
    assertEquals(2 * 5050L, (long) twiceSum.invoke(100L));
    assertEquals(5050L, (long) m.handle("calls_public_loop").invoke(100L));
    assertEquals(1.5 * 10 * 3, (double) m.handle("scaled_sum").invoke(1.5, 10L, 3), 0.0);
  }

  /**
   * An error inside a forwarded body is located at its op, and the stack trace shows the body's
   * line, then the forwarder (no line of its own) where Java called it.
   */
  @Test
  void errorsInAForwardedBodyKeepTheirLocation() {
    LoadedModule m = CodegenTestSupport.compileAndLoad("fgerr.mlir", """
        func.func @store_each(%m: memref<4xi64>, %n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          cf.br ^store(%n : index)
        ^store(%i: index):
          %v = arith.index_cast %i : index to i64
          memref.store %v, %m[%i] : memref<4xi64>
          %more = arith.cmpi ne, %i, %c0 : index
          %next = arith.subi %i, %c1 : index
          cf.cond_br %more, ^store(%next : index), ^out
        ^out:
          return
        }
        func.func @main() {
          %m = memref.alloc() : memref<4xi64>
          %n = arith.constant 5 : index
          call @store_each(%m, %n) : (memref<4xi64>, index) -> ()
          return
        }
        func.func @divide_each(%a: i64, %n: i64) -> i64 {
          %one = arith.constant 1 : i64
          cf.br ^step(%n, %a : i64, i64)
        ^step(%d: i64, %acc: i64):
          %q = arith.divsi %acc, %d : i64
          %d1 = arith.subi %d, %one : i64
          %more = arith.cmpi sle, %d1, %n : i64
          cf.cond_br %more, ^step(%d1, %q : i64, i64), ^done
        ^done:
          return %q : i64
        }
        """);
    MemRefError oob = assertThrows(MemRefError.class, () -> CodegenTestSupport.runEntry(m, "main"));
    assertEquals("fgerr.mlir:7:3", oob.location());

    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> m.handle("divide_each").invoke(7L, 2L));
    List<StackTraceElement> frames = Arrays.stream(e.getStackTrace())
        .filter(f -> "fgerr.mlir".equals(f.getFileName())).toList();
    assertEquals(2, frames.size(), frames.toString());
    assertEquals("divide_each" + ForegroundCompilation.SUFFIX, frames.get(0).getMethodName());
    assertEquals(24, frames.get(0).getLineNumber());
    assertEquals("divide_each", frames.get(1).getMethodName());
    assertTrue(frames.get(1).getLineNumber() < 0, frames.get(1).toString());
  }

  private static Map<String, MethodNode> methods(CompiledModule compiled) {
    ClassNode c = new ClassNode();
    new ClassReader(compiled.classes().get(compiled.className())).accept(c, ClassReader.SKIP_FRAMES);
    Map<String, MethodNode> byName = new HashMap<>();
    for (MethodNode mn : c.methods) byName.put(mn.name, mn);
    return byName;
  }

  /** The method's instructions, one line each: opcode and operand (labels left out). */
  private static List<String> code(MethodNode method) {
    List<String> lines = new ArrayList<>();
    for (AbstractInsnNode insn : method.instructions) {
      if (insn instanceof VarInsnNode v) lines.add(Printer.OPCODES[v.getOpcode()] + " " + v.var);
      else if (insn instanceof MethodInsnNode call) lines.add(Printer.OPCODES[call.getOpcode()] + " " + call.name);
      else if (insn instanceof LineNumberNode line) lines.add("LINE " + line.line);
      else if (insn.getOpcode() >= 0) lines.add(Printer.OPCODES[insn.getOpcode()]);
    }
    return lines;
  }

  @Test
  void loopsAreCyclesInTheCfg() {
    Operation module = IrFixtures.parse("loops.mlir", """
        func.func private @diamond(%c: i1) -> i64 {
          %a = arith.constant 1 : i64
          cf.cond_br %c, ^l, ^r
        ^l:
          cf.br ^join
        ^r:
          cf.br ^join
        ^join:
          return %a : i64
        }
        func.func private @self_loop(%c: i1) {
          cf.br ^spin
        ^spin:
          cf.cond_br %c, ^spin, ^out
        ^out:
          return
        }
        """);
    assertFalse(ForegroundCompilation.wants(function(module, "diamond")), "a diamond is no loop");
    assertTrue(ForegroundCompilation.wants(function(module, "self_loop")));
  }

  /**
   * A loop that spawns work (async-parallel-for's dispatch function, here after
   * async-to-async-runtime: it adds tokens to a group) keeps background compilation, so that a
   * compile never holds the thread that hands out the blocks.
   */
  @Test
  void loopsWithAsyncRuntimeOpsAreNotMarked() {
    Operation module = IrFixtures.parse("spawn.mlir", """
        func.func private @spawn_each(%g: !async.group, %n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          cf.br ^loop(%c0 : index)
        ^loop(%i: index):
          %more = arith.cmpi slt, %i, %n : index
          cf.cond_br %more, ^body, ^out
        ^body:
          %t = async.runtime.create : !async.token
          async.runtime.set_available %t : !async.token
          %rank = async.runtime.add_to_group %t, %g : !async.token
          %next = arith.addi %i, %c1 : index
          cf.br ^loop(%next : index)
        ^out:
          return
        }
        """);
    assertFalse(ForegroundCompilation.wants(function(module, "spawn_each")));
  }

  /** HotSpot itself reads the command as foreground compilation of every marked generated method. */
  @Test
  void hotSpotReadsTheCompileCommandAsMeant() throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND,
        "-version").redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains("CompileCommand: BackgroundCompilation loomlir/gen/*.*" + ForegroundCompilation.SUFFIX
        + " bool BackgroundCompilation = false"), out);
    assertFalse(NameMangler.methodName("a$$loop").contains("$$"), "mangled names never hold the mark");
  }

  private static Operation function(Operation module, String name) {
    for (Operation op : module.region(0).entryBlock()) {
      if (op.is("func.func") && ((StringAttr) op.attr("sym_name")).value().equals(name)) return op;
    }
    throw new AssertionError("no function " + name);
  }
}
