package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Type;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Casts between integers and floats, between float formats, and bit casts (value on the stack). */
final class Conversions implements Opcodes {
  private Conversions() {}

  /** sitofp/uitofp; conversions to f16/bf16 go through double and round once more (exact for ≤ 53-bit values). */
  static void intToFloat(MethodVisitor mv, int width, Type out, boolean signed) {
    boolean wide = IntEmit.isLong(width);
    if (!signed && width == 64) {
      boolean toDouble = out != FloatType.F32;
      (toDouble ? RuntimeAbi.U64_TO_DOUBLE : RuntimeAbi.U64_TO_FLOAT).invoke(mv);
      if (toDouble) fromDouble(mv, out);
      return;
    }
    if (signed) {
      if (width == 1) mv.visitInsn(INEG);
    } else {
      // zero-extend into a long, whose signed value is then the unsigned one
      IntEmit.convert(mv, width, 64, false);
      wide = true;
    }
    if (out == FloatType.F32) mv.visitInsn(wide ? L2F : I2F);
    else {
      mv.visitInsn(wide ? L2D : I2D);
      fromDouble(mv, out);
    }
  }

  /** A double on the stack to {@code out}'s representation, rounding once. */
  private static void fromDouble(MethodVisitor mv, Type out) {
    if (out == FloatType.F32) mv.visitInsn(D2F);
    else if (out == FloatType.F16) RuntimeAbi.F64_TO_F16.invoke(mv);
    else if (out == FloatType.BF16) RuntimeAbi.F64_TO_BF16.invoke(mv);
  }

  /** fptosi/fptoui: saturating at the target width; NaN gives 0. */
  static void floatToInt(MethodVisitor mv, Type in, int width, boolean signed) {
    boolean isDouble = FloatEmit.isDouble(in);
    if (signed && (width == 32 || width == 64)) {
      // Java's own casts saturate exactly this way
      mv.visitInsn(isDouble ? (width == 32 ? D2I : D2L) : (width == 32 ? F2I : F2L));
      return;
    }
    if (!isDouble) mv.visitInsn(F2D);
    Bytecode.pushInt(mv, width);
    (signed ? RuntimeAbi.FLOAT_FPTOSI : RuntimeAbi.FLOAT_FPTOUI).invoke(mv);
    if (!IntEmit.isLong(width)) mv.visitInsn(L2I);
  }

  /** extf/truncf. */
  static void floatToFloat(MethodVisitor mv, Type in, Type out) {
    if (in == out) return;
    if (FloatEmit.isDouble(in)) fromDouble(mv, out);
    else if (FloatEmit.isDouble(out)) mv.visitInsn(F2D);
    else FloatEmit.roundToFormat(mv, out); // between float-carried formats
  }

  /** bitcast between same-width integer and float types. */
  static void bitcast(MethodVisitor mv, Type in, Type out) {
    if (in.equals(out)) return;
    pushBits(mv, in);
    fromBits(mv, out);
  }

  /** Value on the stack → its bits as a canonical integer of the same width. */
  private static void pushBits(MethodVisitor mv, Type t) {
    if (t == FloatType.F32) RuntimeAbi.FLOAT_TO_RAW_INT_BITS.invoke(mv);
    else if (t == FloatType.F64) RuntimeAbi.DOUBLE_TO_RAW_LONG_BITS.invoke(mv);
    else if (t == FloatType.F16) RuntimeAbi.FLOAT_TO_F16_BITS.invoke(mv);
    else if (t == FloatType.BF16) {
      RuntimeAbi.FLOAT_TO_BF16_BITS.invoke(mv);
      mv.visitInsn(I2S);
    }
  }

  /** Canonical integer bits on the stack → a value of type {@code t}. */
  private static void fromBits(MethodVisitor mv, Type t) {
    if (t == FloatType.F32) RuntimeAbi.INT_BITS_TO_FLOAT.invoke(mv);
    else if (t == FloatType.F64) RuntimeAbi.LONG_BITS_TO_DOUBLE.invoke(mv);
    else if (t == FloatType.F16) {
      mv.visitInsn(I2S);
      RuntimeAbi.F16_BITS_TO_FLOAT.invoke(mv);
    } else if (t == FloatType.BF16) RuntimeAbi.BF16_BITS_TO_FLOAT.invoke(mv);
  }
}
