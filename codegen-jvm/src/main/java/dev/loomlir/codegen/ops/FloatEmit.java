package dev.loomlir.codegen.ops;

import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Type;
import dev.loomlir.runtime.FloatOps;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Bytecode for floats: f32 and the 16-bit formats compute in {@code float}, f64 in
 * {@code double}; results in f16/bf16 are rounded back to their format after every op.
 */
final class FloatEmit implements Opcodes {
  private FloatEmit() {}

  static final String FLOAT_OPS = org.objectweb.asm.Type.getInternalName(FloatOps.class);

  static boolean isDouble(Type t) { return t == FloatType.F64; }

  /** Rounds the float on the stack to {@code t}'s format when it is f16 or bf16. */
  static void roundToFormat(MethodVisitor mv, Type t) {
    if (t == FloatType.F16) mv.visitMethodInsn(INVOKESTATIC, FLOAT_OPS, "roundF16", "(F)F", false);
    else if (t == FloatType.BF16) mv.visitMethodInsn(INVOKESTATIC, FLOAT_OPS, "roundBF16", "(F)F", false);
  }

  /** {@code F} or {@code D}: the descriptor letter of {@code t}'s JVM type. */
  static String letter(Type t) { return isDouble(t) ? "D" : "F"; }

  /** Calls a static {@code owner.name} taking and returning the JVM type of {@code t} ({@code arity} arguments). */
  static void call(MethodVisitor mv, String owner, String name, Type t, int arity) {
    String l = letter(t);
    mv.visitMethodInsn(INVOKESTATIC, owner, name, "(" + l.repeat(arity) + ")" + l, false);
  }

  /**
   * Calls a {@code double → double} function ({@code arity} arguments on the stack) for a value of
   * type {@code t}: floats are widened for the call and the result rounded back, which gives the
   * correctly rounded float of the double result.
   */
  static void callViaDouble(MethodVisitor mv, String owner, String name, Type t, int arity) {
    if (isDouble(t)) {
      call(mv, owner, name, t, arity);
      return;
    }
    widenToDouble(mv, arity);
    mv.visitMethodInsn(INVOKESTATIC, owner, name, "(" + "D".repeat(arity) + ")D", false);
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
