package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.arith.CmpFOp;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The arith dialect, with MLIR's semantics at every width (see {@link IntEmit} for the integer
 * representation). Choices where upstream has undefined behaviour or poison: integer division
 * by zero is a runtime error naming the op; {@code INT_MIN / -1} wraps to {@code INT_MIN};
 * oversized shifts are described in {@link dev.loomlir.runtime.IntOps}; out-of-range
 * {@code fptosi}/{@code fptoui} saturate at the target width (NaN gives 0);
 * {@code truncf} always rounds to nearest even (a {@code roundingmode} is ignored).
 */
public final class ArithEmitters implements Opcodes {
  private ArithEmitters() {}

  public static void register(EmitterRegistry r) {
    r.register("arith.constant", ArithEmitters::emitConstant);
    intBinary(r, "arith.addi", IADD, LADD, true);
    intBinary(r, "arith.subi", ISUB, LSUB, true);
    intBinary(r, "arith.muli", IMUL, LMUL, true);
    intBinary(r, "arith.andi", IAND, LAND, false);
    intBinary(r, "arith.ori", IOR, LOR, false);
    intBinary(r, "arith.xori", IXOR, LXOR, false);
    for (String name : new String[] {"divsi", "divui", "remsi", "remui", "floordivsi", "ceildivsi", "ceildivui"}) {
      r.register("arith." + name, Elementwise.lift((ctx, op, in, out) -> division(ctx, name, intWidth(in))));
    }
    r.register("arith.shli", helper("shl"));
    r.register("arith.shrui", helper("shru"));
    r.register("arith.shrsi", helper("shrs"));
    r.register("arith.maxsi", Elementwise.lift((ctx, op, in, out) -> signedMinMax(ctx.mv(), "max", intWidth(in))));
    r.register("arith.minsi", Elementwise.lift((ctx, op, in, out) -> signedMinMax(ctx.mv(), "min", intWidth(in))));
    r.register("arith.maxui", helper("maxu"));
    r.register("arith.minui", helper("minu"));
    r.register(CmpIOp.TYPE, BranchCompares.unlessFused(Elementwise.lift((ctx, op, in, out) ->
        IntEmit.compare(ctx.mv(), CmpIOp.TYPE.cast(op).predicate(), intWidth(in)))));
    r.register("arith.addui_extended", (op, ctx) -> emitExtended(op, ctx, IADD, LADD,
        (mv, w) -> IntEmit.binaryHelperToInt(mv, "addCarry", w)));
    r.register("arith.mulsi_extended", (op, ctx) -> emitExtended(op, ctx, IMUL, LMUL,
        (mv, w) -> IntEmit.binaryHelper(mv, "mulhs", w)));
    r.register("arith.mului_extended", (op, ctx) -> emitExtended(op, ctx, IMUL, LMUL,
        (mv, w) -> IntEmit.binaryHelper(mv, "mulhu", w)));

    floatBinary(r, "arith.addf", FADD);
    floatBinary(r, "arith.subf", FSUB);
    floatBinary(r, "arith.mulf", FMUL);
    floatBinary(r, "arith.divf", FDIV);
    floatBinary(r, "arith.remf", FREM);
    r.register("arith.negf", Elementwise.lift((ctx, op, in, out) ->
        FloatEmit.call(ctx.mv(), FloatEmit.FLOAT_OPS, "negf", in, 1)));
    r.register("arith.maximumf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), "java/lang/Math", "max", in, 2)));
    r.register("arith.minimumf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), "java/lang/Math", "min", in, 2)));
    r.register("arith.maxnumf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), FloatEmit.FLOAT_OPS, "maxnum", in, 2)));
    r.register("arith.minnumf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), FloatEmit.FLOAT_OPS, "minnum", in, 2)));
    r.register(CmpFOp.TYPE, Elementwise.lift((ctx, op, in, out) -> compareFloats(ctx.mv(), CmpFOp.TYPE.cast(op).predicate(), in)));

    ScalarEmitter intCastSigned = (ctx, op, in, out) -> IntEmit.convert(ctx.mv(), intWidth(in), intWidth(out), true);
    ScalarEmitter intCastUnsigned = (ctx, op, in, out) -> IntEmit.convert(ctx.mv(), intWidth(in), intWidth(out), false);
    r.register("arith.extsi", Elementwise.lift(intCastSigned));
    r.register("arith.extui", Elementwise.lift(intCastUnsigned));
    r.register("arith.trunci", Elementwise.lift(intCastSigned));
    r.register("arith.index_cast", Elementwise.lift(intCastSigned));
    r.register("arith.index_castui", Elementwise.lift(intCastUnsigned));
    r.register("arith.sitofp", Elementwise.lift((ctx, op, in, out) -> Conversions.intToFloat(ctx.mv(), intWidth(in), out, true)));
    r.register("arith.uitofp", Elementwise.lift((ctx, op, in, out) -> Conversions.intToFloat(ctx.mv(), intWidth(in), out, false)));
    r.register("arith.fptosi", Elementwise.lift((ctx, op, in, out) -> Conversions.floatToInt(ctx.mv(), in, intWidth(out), true)));
    r.register("arith.fptoui", Elementwise.lift((ctx, op, in, out) -> Conversions.floatToInt(ctx.mv(), in, intWidth(out), false)));
    r.register("arith.extf", Elementwise.lift((ctx, op, in, out) -> Conversions.floatToFloat(ctx.mv(), in, out)));
    r.register("arith.truncf", Elementwise.lift((ctx, op, in, out) -> Conversions.floatToFloat(ctx.mv(), in, out)));
    r.register("arith.bitcast", Elementwise.lift((ctx, op, in, out) -> Conversions.bitcast(ctx.mv(), in, out)));
    r.register("arith.select", ArithEmitters::emitSelect);
    ScalingFloatEmitters.register(r);
  }

  // ---- integers ----

  private static void intBinary(EmitterRegistry r, String name, int intOpcode, int longOpcode, boolean wraps) {
    r.register(name, Elementwise.lift((ctx, op, in, out) -> {
      int w = intWidth(in);
      ctx.mv().visitInsn(IntEmit.isLong(w) ? longOpcode : intOpcode);
      if (wraps) IntEmit.normalize(ctx.mv(), w);
    }));
  }

  private static OpEmitter helper(String name) {
    return Elementwise.lift((ctx, op, in, out) -> IntEmit.binaryHelper(ctx.mv(), name, intWidth(in)));
  }

  /** Signed and unsigned divisions; the divisor is checked for zero first. */
  static void division(EmitContext ctx, String name, int w) {
    MethodVisitor mv = ctx.mv();
    IntEmit.checkDivisor(ctx, w);
    boolean full = w == 32 || w == 64;
    String box = w == 64 ? "java/lang/Long" : "java/lang/Integer";
    String d = w == 64 ? "(JJ)J" : "(II)I";
    switch (name) {
      case "divsi" -> { if (full) mv.visitInsn(w == 64 ? LDIV : IDIV); else IntEmit.binaryHelper(mv, "divs", w); }
      case "remsi" -> { if (full) mv.visitInsn(w == 64 ? LREM : IREM); else IntEmit.binaryHelper(mv, "rems", w); }
      case "divui" -> {
        if (full) mv.visitMethodInsn(INVOKESTATIC, box, "divideUnsigned", d, false);
        else IntEmit.binaryHelper(mv, "divu", w);
      }
      case "remui" -> {
        if (full) mv.visitMethodInsn(INVOKESTATIC, box, "remainderUnsigned", d, false);
        else IntEmit.binaryHelper(mv, "remu", w);
      }
      case "floordivsi" -> {
        if (full) mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "floorDiv", d, false);
        else IntEmit.binaryHelper(mv, "floordivs", w);
      }
      case "ceildivsi" -> {
        if (full) mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "ceilDiv", d, false);
        else IntEmit.binaryHelper(mv, "ceildivs", w);
      }
      case "ceildivui" -> IntEmit.binaryHelper(mv, "ceildivu", w);
      default -> throw new IllegalArgumentException(name);
    }
  }

  /** Signed min/max: canonical values are already signed except for i1. */
  static void signedMinMax(MethodVisitor mv, String which, int w) {
    if (w == 1) IntEmit.binaryHelper(mv, which + "s", w);
    else mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", which, IntEmit.isLong(w) ? "(JJ)J" : "(II)I", false);
  }

  /**
   * {@code arith.addui_extended}, {@code mul[su]i_extended}: the wrapped low part (the int or long opcode,
   * normalized to the width), then the carry or high part from {@code second}.
   */
  private static void emitExtended(Operation op, EmitContext ctx, int intOpcode, int longOpcode,
                                   java.util.function.BiConsumer<MethodVisitor, Integer> second) {
    requireScalar(op);
    MethodVisitor mv = ctx.mv();
    int w = intWidth(op.operand(0).type());
    ctx.load(op.operand(0));
    ctx.load(op.operand(1));
    mv.visitInsn(IntEmit.isLong(w) ? longOpcode : intOpcode);
    IntEmit.normalize(mv, w);
    ctx.store(op.result(0));
    ctx.load(op.operand(0));
    ctx.load(op.operand(1));
    second.accept(mv, w);
    ctx.store(op.result(1));
  }

  static void requireScalar(Operation op) {
    if (op.operand(0).type() instanceof VectorType) {
      throw new DiagnosticException(op.location(), "'" + op.name() + "' op on vectors is not supported by the JVM code generator");
    }
  }

  // ---- floats ----

  private static void floatBinary(EmitterRegistry r, String name, int floatOpcode) {
    r.register(name, Elementwise.lift((ctx, op, in, out) -> {
      ctx.mv().visitInsn(FloatEmit.isDouble(in) ? floatOpcode + 1 : floatOpcode);
      FloatEmit.roundToFormat(ctx.mv(), out);
    }));
  }

  /**
   * cmpf: ordered predicates are false on NaN, unordered ones true. {@code fcmpl} gives -1 on NaN
   * and {@code fcmpg} +1, so each predicate picks the one that makes its test fail (ordered) or
   * pass (unordered) on NaN.
   */
  static void compareFloats(MethodVisitor mv, CmpFPredicate predicate, Type in) {
    boolean d = FloatEmit.isDouble(in);
    int cmpl = d ? DCMPL : FCMPL, cmpg = d ? DCMPG : FCMPG;
    switch (predicate) {
      case ALWAYS_FALSE, ALWAYS_TRUE -> {
        Bytecode.pop(mv, d ? org.objectweb.asm.Type.DOUBLE_TYPE : org.objectweb.asm.Type.FLOAT_TYPE);
        Bytecode.pop(mv, d ? org.objectweb.asm.Type.DOUBLE_TYPE : org.objectweb.asm.Type.FLOAT_TYPE);
        mv.visitInsn(predicate == CmpFPredicate.ALWAYS_FALSE ? ICONST_0 : ICONST_1);
      }
      case OEQ -> cmp(mv, cmpl, IFEQ);
      case OGT -> cmp(mv, cmpl, IFGT);
      case OGE -> cmp(mv, cmpl, IFGE);
      case OLT -> cmp(mv, cmpg, IFLT);
      case OLE -> cmp(mv, cmpg, IFLE);
      case ONE -> helperCompare(mv, "cmpOne", d);
      case ORD -> helperCompare(mv, "cmpOrd", d);
      case UEQ -> helperCompare(mv, "cmpUeq", d);
      case UGT -> cmp(mv, cmpg, IFGT);
      case UGE -> cmp(mv, cmpg, IFGE);
      case ULT -> cmp(mv, cmpl, IFLT);
      case ULE -> cmp(mv, cmpl, IFLE);
      case UNE -> cmp(mv, cmpl, IFNE);
      case UNO -> helperCompare(mv, "cmpUno", d);
    }
  }

  private static void cmp(MethodVisitor mv, int compareOpcode, int jump) {
    mv.visitInsn(compareOpcode);
    IntEmit.materializeCondition(mv, jump);
  }

  private static void helperCompare(MethodVisitor mv, String name, boolean isDouble) {
    if (!isDouble) FloatEmit.widenToDouble(mv, 2);
    mv.visitMethodInsn(INVOKESTATIC, FloatEmit.FLOAT_OPS, name, "(DD)I", false);
  }

  // ---- select and constants ----

  /** select: a scalar condition picks a whole value (vectors included); a vector condition picks per element. */
  static void emitSelect(Operation op, EmitContext ctx) {
    if (op.operand(0).type() instanceof VectorType) {
      Elementwise.lift((c, o, in, out) -> pickOnStack(c, out)).emit(op, ctx);
      return;
    }
    MethodVisitor mv = ctx.mv();
    Label otherwise = new Label(), end = new Label();
    ctx.load(op.operand(0));
    mv.visitJumpInsn(IFEQ, otherwise);
    ctx.load(op.operand(1));
    mv.visitJumpInsn(GOTO, end);
    mv.visitLabel(otherwise);
    ctx.load(op.operand(2));
    mv.visitLabel(end);
    ctx.store(op.result());
  }

  /** [cond, a, b] → cond ? a : b */
  private static void pickOnStack(EmitContext ctx, Type elementType) {
    MethodVisitor mv = ctx.mv();
    org.objectweb.asm.Type t = ctx.jvmType(elementType);
    int b = ctx.newLocal(t), a = ctx.newLocal(t);
    mv.visitVarInsn(t.getOpcode(ISTORE), b);
    mv.visitVarInsn(t.getOpcode(ISTORE), a);
    Label otherwise = new Label(), end = new Label();
    mv.visitJumpInsn(IFEQ, otherwise);
    mv.visitVarInsn(t.getOpcode(ILOAD), a);
    mv.visitJumpInsn(GOTO, end);
    mv.visitLabel(otherwise);
    mv.visitVarInsn(t.getOpcode(ILOAD), b);
    mv.visitLabel(end);
  }

  private static void emitConstant(Operation op, EmitContext ctx) {
    Type type = op.result().type();
    Attribute value = op.attr("value");
    if (type instanceof VectorType v && value instanceof DenseElementsAttr dense) {
      pushVector(ctx, v, dense, op);
    } else {
      pushScalar(ctx, type, value, op);
    }
    ctx.store(op.result());
  }

  /** Pushes a scalar constant in the canonical representation of {@code type}. */
  static void pushScalar(EmitContext ctx, Type type, Attribute value, Operation op) {
    MethodVisitor mv = ctx.mv();
    org.objectweb.asm.Type jt = ctx.jvmType(type);
    if (value instanceof IntegerAttr i) {
      long v = intWidth(type) == 1 ? i.value() & 1 : i.value();
      Bytecode.pushNumber(mv, jt, v);
    } else if (value instanceof FloatAttr f) {
      if (jt.getSort() == org.objectweb.asm.Type.FLOAT) Bytecode.pushFloat(mv, floatValue(f));
      else Bytecode.pushDouble(mv, f.value());
    } else {
      throw new DiagnosticException(op.location(), "constant " + value + " is not supported by the JVM code generator");
    }
  }

  /** A float attribute's value as a float, keeping the sign of a NaN. */
  private static float floatValue(FloatAttr f) {
    if (Double.isNaN(f.value())) {
      boolean negative = Double.doubleToRawLongBits(f.value()) < 0;
      return Float.intBitsToFloat(negative ? 0xFFC00000 : 0x7FC00000);
    }
    return (float) f.value();
  }

  private static void pushVector(EmitContext ctx, VectorType v, DenseElementsAttr dense, Operation op) {
    MethodVisitor mv = ctx.mv();
    org.objectweb.asm.Type element = ctx.jvmType(v.elementType());
    int n = (int) v.numElements();
    Bytecode.pushInt(mv, n);
    Bytecode.newArray(mv, element);
    for (int i = 0; i < n; i++) {
      Attribute e = dense.element(i);
      if (isZero(e)) continue; // new arrays are zero-filled
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, i);
      pushScalar(ctx, v.elementType(), e, op);
      mv.visitInsn(element.getOpcode(IASTORE));
    }
  }

  private static boolean isZero(Attribute a) {
    return (a instanceof IntegerAttr i && i.value() == 0)
        || (a instanceof FloatAttr f && Double.doubleToRawLongBits(f.value()) == 0);
  }
}
