package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.arith.ScalingExtFOp;
import dev.loomlir.dialects.arith.ScalingTruncFOp;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * {@code arith.scaling_extf} and {@code arith.scaling_truncf}, as upstream's {@code arith-expand}
 * lowers them: the scale is truncated to f8E8M0FNU (only its exponent is kept, see
 * {@code FloatOps.e8m0ScaleFactor}) and extended to a power of two; then
 * {@code scaling_extf(x, s) = extf(x) * 2^s} in the result type and
 * {@code scaling_truncf(x, s) = truncf(x / 2^s)}, the division in the operand's type. The scale
 * is first rounded to f32 (f64 scales round to nearest).
 */
final class ScalingFloatEmitters implements Opcodes {
  private ScalingFloatEmitters() {}

  static void register(EmitterRegistry r) {
    r.register(ScalingExtFOp.TYPE, Elementwise.lift(ScalingFloatEmitters::scalingExtf));
    r.register(ScalingTruncFOp.TYPE, Elementwise.lift(ScalingFloatEmitters::scalingTruncf));
  }

  /** [x, scale] → extf(x) * factor, in the result type. */
  private static void scalingExtf(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    pushScaleFactor(mv, scaleType(op), out);
    org.objectweb.asm.Type factorType = ctx.jvmType(out);
    int factor = ctx.newLocal(factorType);
    mv.visitVarInsn(factorType.getOpcode(ISTORE), factor);
    Conversions.floatToFloat(mv, in, out);
    mv.visitVarInsn(factorType.getOpcode(ILOAD), factor);
    mv.visitInsn(FloatEmit.isDouble(out) ? DMUL : FMUL);
    FloatEmit.roundToFormat(mv, out);
  }

  /** [x, scale] → truncf(x / factor), the quotient rounded to the operand's type first. */
  private static void scalingTruncf(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    pushScaleFactor(mv, scaleType(op), in);
    mv.visitInsn(FloatEmit.isDouble(in) ? DDIV : FDIV);
    FloatEmit.roundToFormat(mv, in);
    Conversions.floatToFloat(mv, in, out);
  }

  private static Type scaleType(Operation op) {
    return Elementwise.elementType(op.operand(1).type());
  }

  /** Replaces the scale on top of the stack by its power-of-two factor in {@code target}'s format. */
  private static void pushScaleFactor(MethodVisitor mv, Type scaleType, Type target) {
    if (FloatEmit.isDouble(scaleType)) mv.visitInsn(D2F);
    RuntimeAbi.FLOAT_E8M0_SCALE_FACTOR.invoke(mv);
    Conversions.floatToFloat(mv, FloatType.F32, target);
  }
}
