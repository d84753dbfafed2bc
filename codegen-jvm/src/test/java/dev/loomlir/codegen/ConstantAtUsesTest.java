package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Scalar constants are pushed where they are used, not kept in locals (so that an
 * on-stack-replacement compile sees a loop's step as a constant), and compute what they did.
 */
class ConstantAtUsesTest {
  /** A bottom-tested loop: squares of 0 .. n-1 summed (one round, 0, when n <= 1). */
  private static final String LOOP = """
      func.func @sum_of_squares(%n: i64) -> i64 {
        %zero = arith.constant 0 : i64
        %one = arith.constant 1 : i64
        cf.br ^round(%zero, %zero : i64, i64)
      ^round(%k: i64, %sum: i64):
        %sq = arith.muli %k, %k : i64
        %sum1 = arith.addi %sum, %sq : i64
        %k1 = arith.addi %k, %one : i64
        %again = arith.cmpi slt, %k1, %n : i64
        cf.cond_br %again, ^round(%k1, %sum1 : i64, i64), ^done(%sum1 : i64)
      ^done(%total: i64):
        return %total : i64
      }
      """;

  /** The opcodes of {@code method}'s code, in order (labels, lines and frames left out). */
  private static List<Integer> opcodes(CompiledModule compiled, String method) {
    List<Integer> ops = new ArrayList<>();
    new ClassReader(compiled.classes().get(compiled.className())).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
        if (!name.equals(method)) return null;
        return new MethodVisitor(Opcodes.ASM9) {
          @Override public void visitInsn(int opcode) { ops.add(opcode); }
          @Override public void visitIntInsn(int opcode, int operand) { ops.add(opcode); }
          @Override public void visitVarInsn(int opcode, int var) { ops.add(opcode); }
          @Override public void visitJumpInsn(int opcode, org.objectweb.asm.Label label) { ops.add(opcode); }
          @Override public void visitLdcInsn(Object value) { ops.add(Opcodes.LDC); }
          @Override public void visitMethodInsn(int opcode, String owner, String name, String d, boolean itf) { ops.add(opcode); }
        };
      }
    }, 0);
    return ops;
  }

  @Test
  void aLoopStepIsPushedAtItsUseAndNoConstantIsStored() throws Throwable {
    LoadedModule m = CodegenTestSupport.compileAndLoad("loop.mlir", LOOP);
    List<Integer> ops = opcodes(m.compiled(), "sum_of_squares");
    // %k1 = %k + 1: the step is an LCONST_1 right before the LADD.
    int step = ops.indexOf(Opcodes.LCONST_1);
    assertTrue(step > 0 && ops.get(step + 1) == Opcodes.LADD, "step pushed at its use: " + ops);
    // The entry block is only the branch's parallel copy of two zeros into the loop's arguments;
    // before, each constant was stored into a local of its own first and loaded from it.
    List<Integer> entry = ops.subList(0, ops.indexOf(Opcodes.GOTO) + 1);
    assertEquals(List.of(Opcodes.LCONST_0, Opcodes.LCONST_0, Opcodes.LSTORE, Opcodes.LSTORE, Opcodes.GOTO), entry,
        "no constant kept in a local: " + ops);
    MethodHandle sumOfSquares = m.handle("sum_of_squares");
    assertEquals(0L + 1 + 4 + 9 + 16, (long) sumOfSquares.invoke(5L));
    assertEquals(0L, (long) sumOfSquares.invoke(-3L));
  }

  @Test
  void constantsOfEveryScalarKindKeepTheirValues() {
    String out = CodegenTestSupport.run("kinds.mlir", """
        func.func @main() {
          %t = arith.constant true
          %i8 = arith.constant -128 : i8
          %i16 = arith.constant -32768 : i16
          %i32 = arith.constant -7 : i32
          %i64 = arith.constant 9223372036854775807 : i64
          %ix = index.constant 42
          %b = index.bool.constant false
          %h = arith.constant 1.5 : f16
          %bf = arith.constant -2.0 : bf16
          %f = arith.constant -0.0 : f32
          %d = arith.constant 0.1 : f64
          %v = arith.constant dense<[1, 2]> : vector<2xi32>
          vector.print %t : i1
          vector.print %i8 : i8
          vector.print %i16 : i16
          vector.print %i32 : i32
          vector.print %i64 : i64
          vector.print %ix : index
          vector.print %b : i1
          vector.print %h : f16
          vector.print %bf : bf16
          vector.print %f : f32
          vector.print %d : f64
          vector.print %v : vector<2xi32>
          return
        }
        """);
    assertEquals("1\n-128\n-32768\n-7\n9223372036854775807\n42\n0\n1.5\n-2\n-0\n0.1\n( 1, 2 )\n", out);
  }

  @Test
  void aConstantUsedInOtherBlocksAndAsABranchOperand() throws Throwable {
    LoadedModule m = CodegenTestSupport.compileAndLoad("blocks.mlir", """
        func.func @pick(%c: i1) -> f64 {
          %x = arith.constant 2.5 : f64
          %y = arith.constant -1.0 : f64
          cf.cond_br %c, ^a(%x : f64), ^a(%y : f64)
        ^a(%v: f64):
          %s = arith.addf %v, %x : f64
          return %s : f64
        }
        """);
    MethodHandle pick = m.handle("pick");
    assertEquals(5.0, (double) pick.invoke(1)); // an i1 is an int 0 or 1
    assertEquals(1.5, (double) pick.invoke(0));
  }
}
