package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Type;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Bytecode for floats: f32 and the 16-bit formats compute in {@code float}, f64 in
 * {@code double}; results in f16/bf16 are rounded back to their format after every op.
 */
final class FloatEmit implements Opcodes {
  private FloatEmit() {}

  static boolean isDouble(Type t) { return t == FloatType.F64; }

  /** Rounds the float on the stack to {@code t}'s format when it is f16 or bf16. */
  static void roundToFormat(MethodVisitor mv, Type t) {
    if (t == FloatType.F16) RuntimeAbi.FLOAT_ROUND_F16.invoke(mv);
    else if (t == FloatType.BF16) RuntimeAbi.FLOAT_ROUND_BF16.invoke(mv);
  }

  /** Calls the overload of {@code method} taking and returning the JVM type of {@code t} (float or double). */
  static void call(MethodVisitor mv, WidthOverloads method, Type t) {
    method.pick(isDouble(t)).invoke(mv);
  }

  /**
   * Calls a {@code double → double} function ({@code arity} arguments on the stack) for a value of
   * type {@code t}: floats are widened for the call and the result rounded back, which gives the
   * correctly rounded float of the double result.
   */
  static void callViaDouble(MethodVisitor mv, RuntimeMethod function, Type t, int arity) {
    if (isDouble(t)) {
      function.invoke(mv);
      return;
    }
    widenToDouble(mv, arity);
    function.invoke(mv);
    mv.visitInsn(D2F);
    roundToFormat(mv, t);
  }

  /** Widens the top {@code arity} (1 or 2) floats on the stack to doubles (exact), keeping their order. */
  static void widenToDouble(MethodVisitor mv, int arity) {
    if (arity == 1) mv.visitInsn(F2D);
    else if (arity == 2) {
      // [a, b] (floats) → [(double) a, (double) b]
      mv.visitInsn(F2D);
      mv.visitInsn(DUP2_X1);
      mv.visitInsn(POP2);
      mv.visitInsn(F2D);
      mv.visitInsn(DUP2_X2);
      mv.visitInsn(POP2);
    } else throw new IllegalArgumentException("arity " + arity);
  }
}
