package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.arith.AddFOp;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AddUIExtendedOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.BitcastOp;
import dev.loomlir.dialects.arith.CeilDivSIOp;
import dev.loomlir.dialects.arith.CeilDivUIOp;
import dev.loomlir.dialects.arith.CmpFOp;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.DivFOp;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.DivUIOp;
import dev.loomlir.dialects.arith.ExtFOp;
import dev.loomlir.dialects.arith.ExtSIOp;
import dev.loomlir.dialects.arith.ExtUIOp;
import dev.loomlir.dialects.arith.FPToSIOp;
import dev.loomlir.dialects.arith.FPToUIOp;
import dev.loomlir.dialects.arith.FloorDivSIOp;
import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.arith.IndexCastUIOp;
import dev.loomlir.dialects.arith.MaxNumFOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MaxUIOp;
import dev.loomlir.dialects.arith.MaximumFOp;
import dev.loomlir.dialects.arith.MinNumFOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MinUIOp;
import dev.loomlir.dialects.arith.MinimumFOp;
import dev.loomlir.dialects.arith.MulFOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.MulSIExtendedOp;
import dev.loomlir.dialects.arith.MulUIExtendedOp;
import dev.loomlir.dialects.arith.NegFOp;
import dev.loomlir.dialects.arith.OrIOp;
import dev.loomlir.dialects.arith.RemFOp;
import dev.loomlir.dialects.arith.RemSIOp;
import dev.loomlir.dialects.arith.RemUIOp;
import dev.loomlir.dialects.arith.SIToFPOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.arith.ShLIOp;
import dev.loomlir.dialects.arith.ShRSIOp;
import dev.loomlir.dialects.arith.ShRUIOp;
import dev.loomlir.dialects.arith.SubFOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.dialects.arith.TruncFOp;
import dev.loomlir.dialects.arith.TruncIOp;
import dev.loomlir.dialects.arith.UIToFPOp;
import dev.loomlir.dialects.arith.XOrIOp;
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
    r.register(ConstantOp.TYPE, ArithEmitters::emitConstant);
    r.register(AddIOp.TYPE, ScalarOps.intBinary(IADD, LADD, true));
    r.register(SubIOp.TYPE, ScalarOps.intBinary(ISUB, LSUB, true));
    r.register(MulIOp.TYPE, ScalarOps.intBinary(IMUL, LMUL, true));
    r.register(AndIOp.TYPE, ScalarOps.intBinary(IAND, LAND, false));
    r.register(OrIOp.TYPE, ScalarOps.intBinary(IOR, LOR, false));
    r.register(XOrIOp.TYPE, ScalarOps.intBinary(IXOR, LXOR, false));
    r.register(DivSIOp.TYPE, ScalarOps.division(IntDivision.DIVS));
    r.register(DivUIOp.TYPE, ScalarOps.division(IntDivision.DIVU));
    r.register(RemSIOp.TYPE, ScalarOps.division(IntDivision.REMS));
    r.register(RemUIOp.TYPE, ScalarOps.division(IntDivision.REMU));
    r.register(FloorDivSIOp.TYPE, ScalarOps.division(IntDivision.FLOORDIVS));
    r.register(CeilDivSIOp.TYPE, ScalarOps.division(IntDivision.CEILDIVS));
    r.register(CeilDivUIOp.TYPE, ScalarOps.division(IntDivision.CEILDIVU));
    r.register(ShLIOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHL));
    r.register(ShRUIOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRU));
    r.register(ShRSIOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRS));
    r.register(MaxSIOp.TYPE, Elementwise.lift((ctx, op, in, out) -> signedMax(ctx.mv(), intWidth(in))));
    r.register(MinSIOp.TYPE, Elementwise.lift((ctx, op, in, out) -> signedMin(ctx.mv(), intWidth(in))));
    r.register(MaxUIOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_MAXU));
    r.register(MinUIOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_MINU));
    r.register(CmpIOp.TYPE, BranchCompares.unlessFused(Elementwise.lift((ctx, op, in, out) ->
        IntEmit.compare(ctx.mv(), CmpIOp.TYPE.cast(op).predicate(), intWidth(in)))));
    r.register(AddUIExtendedOp.TYPE, (op, ctx) -> emitExtended(op, ctx, IADD, LADD,
        (mv, w) -> IntEmit.callAtWidth(mv, RuntimeAbi.INT_ADD_CARRY, w)));
    r.register(MulSIExtendedOp.TYPE, (op, ctx) -> emitExtended(op, ctx, IMUL, LMUL,
        (mv, w) -> IntEmit.callAtWidth(mv, RuntimeAbi.INT_MULHS, w)));
    r.register(MulUIExtendedOp.TYPE, (op, ctx) -> emitExtended(op, ctx, IMUL, LMUL,
        (mv, w) -> IntEmit.callAtWidth(mv, RuntimeAbi.INT_MULHU, w)));

    r.register(AddFOp.TYPE, ScalarOps.floatBinary(FADD));
    r.register(SubFOp.TYPE, ScalarOps.floatBinary(FSUB));
    r.register(MulFOp.TYPE, ScalarOps.floatBinary(FMUL));
    r.register(DivFOp.TYPE, ScalarOps.floatBinary(FDIV));
    r.register(RemFOp.TYPE, ScalarOps.floatBinary(FREM));
    r.register(NegFOp.TYPE, ScalarOps.floatNegate());
    r.register(MaximumFOp.TYPE, floatCall(RuntimeAbi.JDK_FLOAT_MAX));
    r.register(MinimumFOp.TYPE, floatCall(RuntimeAbi.JDK_FLOAT_MIN));
    r.register(MaxNumFOp.TYPE, floatCall(RuntimeAbi.FLOAT_MAXNUM));
    r.register(MinNumFOp.TYPE, floatCall(RuntimeAbi.FLOAT_MINNUM));
    r.register(CmpFOp.TYPE, ScalarOps.floatCompare(op -> CmpFOp.TYPE.cast(op).predicate()));

    r.register(ExtSIOp.TYPE, ScalarOps.intCast(true));
    r.register(ExtUIOp.TYPE, ScalarOps.intCast(false));
    r.register(TruncIOp.TYPE, ScalarOps.intCast(true));
    r.register(IndexCastOp.TYPE, ScalarOps.intCast(true));
    r.register(IndexCastUIOp.TYPE, ScalarOps.intCast(false));
    r.register(SIToFPOp.TYPE, ScalarOps.intToFloat(true));
    r.register(UIToFPOp.TYPE, ScalarOps.intToFloat(false));
    r.register(FPToSIOp.TYPE, ScalarOps.floatToInt(true));
    r.register(FPToUIOp.TYPE, ScalarOps.floatToInt(false));
    r.register(ExtFOp.TYPE, ScalarOps.floatToFloat());
    r.register(TruncFOp.TYPE, ScalarOps.floatToFloat());
    r.register(BitcastOp.TYPE, ScalarOps.bitcast());
    r.register(SelectOp.TYPE, ArithEmitters::emitSelect);
    ScalingFloatEmitters.register(r);
  }

  // ---- integers ----

  /** Signed max: canonical values are already signed except for i1 (IntOps' {@code maxs(a, b, 1)}). */
  static void signedMax(MethodVisitor mv, int w) { signedMinMax(mv, w, RuntimeAbi.INT_MAXS_I1, RuntimeAbi.JDK_INT_MAX); }

  static void signedMin(MethodVisitor mv, int w) { signedMinMax(mv, w, RuntimeAbi.INT_MINS_I1, RuntimeAbi.JDK_INT_MIN); }

  private static void signedMinMax(MethodVisitor mv, int w, RuntimeMethod ofI1, WidthOverloads jdk) {
    if (w == 1) {
      Bytecode.pushInt(mv, w);
      ofI1.invoke(mv);
    } else {
      jdk.pick(IntEmit.isLong(w)).invoke(mv);
    }
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

  /** A float function on the operands' JVM type (float or double). */
  private static OpEmitter floatCall(WidthOverloads method) {
    return Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), method, in));
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
      case ONE -> helperCompare(mv, RuntimeAbi.FLOAT_CMP_ONE, d);
      case ORD -> helperCompare(mv, RuntimeAbi.FLOAT_CMP_ORD, d);
      case UEQ -> helperCompare(mv, RuntimeAbi.FLOAT_CMP_UEQ, d);
      case UGT -> cmp(mv, cmpg, IFGT);
      case UGE -> cmp(mv, cmpg, IFGE);
      case ULT -> cmp(mv, cmpl, IFLT);
      case ULE -> cmp(mv, cmpl, IFLE);
      case UNE -> cmp(mv, cmpl, IFNE);
      case UNO -> helperCompare(mv, RuntimeAbi.FLOAT_CMP_UNO, d);
    }
  }

  private static void cmp(MethodVisitor mv, int compareOpcode, int jump) {
    mv.visitInsn(compareOpcode);
    IntEmit.materializeCondition(mv, jump);
  }

  private static void helperCompare(MethodVisitor mv, RuntimeMethod compare, boolean isDouble) {
    if (!isDouble) FloatEmit.widenToDouble(mv, 2);
    compare.invoke(mv);
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
