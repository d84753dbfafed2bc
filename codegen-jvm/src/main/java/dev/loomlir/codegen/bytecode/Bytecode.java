package dev.loomlir.codegen.bytecode;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** Small bytecode idioms: the shortest constant pushes, primitive arrays, boxing. */
public final class Bytecode implements Opcodes {
  private Bytecode() {}

  public static void pushInt(MethodVisitor mv, int v) {
    if (v >= -1 && v <= 5) mv.visitInsn(ICONST_0 + v);
    else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) mv.visitIntInsn(BIPUSH, v);
    else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) mv.visitIntInsn(SIPUSH, v);
    else mv.visitLdcInsn(v);
  }

  /** Pushes {@code s}, or {@code null} when it is null. */
  public static void pushStringOrNull(MethodVisitor mv, String s) {
    if (s == null) mv.visitInsn(ACONST_NULL);
    else mv.visitLdcInsn(s);
  }

  public static void pushLong(MethodVisitor mv, long v) {
    if (v == 0 || v == 1) mv.visitInsn(LCONST_0 + (int) v);
    else if (v == (int) v) {
      pushInt(mv, (int) v);
      mv.visitInsn(I2L);
    } else mv.visitLdcInsn(v);
  }

  /** Pushes a float by its bits, so NaN signs and payloads survive. */
  public static void pushFloat(MethodVisitor mv, float v) {
    int bits = Float.floatToRawIntBits(v);
    if (bits == 0) mv.visitInsn(FCONST_0);
    else if (v == 1.0f) mv.visitInsn(FCONST_1);
    else if (v == 2.0f) mv.visitInsn(FCONST_2);
    else if (Float.isNaN(v)) {
      mv.visitLdcInsn(bits);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
    } else mv.visitLdcInsn(v);
  }

  public static void pushDouble(MethodVisitor mv, double v) {
    long bits = Double.doubleToRawLongBits(v);
    if (bits == 0) mv.visitInsn(DCONST_0);
    else if (v == 1.0) mv.visitInsn(DCONST_1);
    else if (Double.isNaN(v)) {
      mv.visitLdcInsn(bits);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "longBitsToDouble", "(J)D", false);
    } else mv.visitLdcInsn(v);
  }

  /** Pushes the constant {@code v} (an int/long/float/double value) as JVM type {@code t}. */
  public static void pushNumber(MethodVisitor mv, Type t, Number v) {
    switch (t.getSort()) {
      case Type.INT -> pushInt(mv, v.intValue());
      case Type.LONG -> pushLong(mv, v.longValue());
      case Type.FLOAT -> pushFloat(mv, v.floatValue());
      case Type.DOUBLE -> pushDouble(mv, v.doubleValue());
      default -> throw new IllegalArgumentException("not a primitive number type: " + t);
    }
  }

  /** Pushes a new {@code int[]} holding {@code values}. */
  public static void pushInts(MethodVisitor mv, int[] values) {
    pushInt(mv, values.length);
    mv.visitIntInsn(NEWARRAY, T_INT);
    for (int i = 0; i < values.length; i++) {
      if (values[i] == 0) continue; // arrays start zeroed
      mv.visitInsn(DUP);
      pushInt(mv, i);
      pushInt(mv, values[i]);
      mv.visitInsn(IASTORE);
    }
  }

  /** {@code newarray} for a primitive element type; the length is on the stack. */
  public static void newArray(MethodVisitor mv, Type element) {
    int code = switch (element.getSort()) {
      case Type.INT -> T_INT;
      case Type.LONG -> T_LONG;
      case Type.FLOAT -> T_FLOAT;
      case Type.DOUBLE -> T_DOUBLE;
      case Type.BYTE -> T_BYTE;
      case Type.SHORT -> T_SHORT;
      case Type.BOOLEAN -> T_BOOLEAN;
      case Type.CHAR -> T_CHAR;
      default -> -1;
    };
    if (code < 0) mv.visitTypeInsn(ANEWARRAY, element.getInternalName());
    else mv.visitIntInsn(NEWARRAY, code);
  }

  /** Boxes the primitive on the stack ({@code Integer.valueOf}, ...); references stay. */
  public static void box(MethodVisitor mv, Type t) {
    String owner = switch (t.getSort()) {
      case Type.INT -> "java/lang/Integer";
      case Type.LONG -> "java/lang/Long";
      case Type.FLOAT -> "java/lang/Float";
      case Type.DOUBLE -> "java/lang/Double";
      default -> null;
    };
    if (owner != null) mv.visitMethodInsn(INVOKESTATIC, owner, "valueOf", "(" + t.getDescriptor() + ")L" + owner + ";", false);
  }

  /** Pops a value of type {@code t}. */
  public static void pop(MethodVisitor mv, Type t) { mv.visitInsn(t.getSize() == 2 ? POP2 : POP); }
}
