package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

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
      """;

  @Test
  void privateFunctionsWithALoopAreMarkedOthersKeepTheirNames() {
    LoadedModule m = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM);
    assertEquals("sum_to" + ForegroundCompilation.SUFFIX, m.compiled().functions().get("sum_to").methodName());
    assertEquals("straight", m.compiled().functions().get("straight").methodName());
    // Public functions keep the symbol's name: Java looks them up by it.
    assertEquals("public_loop", m.compiled().functions().get("public_loop").methodName());
  }

  @Test
  void markedCodeRunsAsBefore() throws Throwable {
    LoadedModule m = CodegenTestSupport.compileAndLoad("fg.mlir", PROGRAM);
    MethodHandle twiceSum = m.handle("twice_sum");
    assertEquals(2 * 5050L, (long) twiceSum.invoke(100L));
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
