package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.math.AbsFOp;
import dev.loomlir.dialects.math.AbsIOp;
import dev.loomlir.dialects.math.AcosOp;
import dev.loomlir.dialects.math.AcoshOp;
import dev.loomlir.dialects.math.AsinOp;
import dev.loomlir.dialects.math.AsinhOp;
import dev.loomlir.dialects.math.Atan2Op;
import dev.loomlir.dialects.math.AtanOp;
import dev.loomlir.dialects.math.AtanhOp;
import dev.loomlir.dialects.math.CbrtOp;
import dev.loomlir.dialects.math.CeilOp;
import dev.loomlir.dialects.math.ClampFOp;
import dev.loomlir.dialects.math.CopySignOp;
import dev.loomlir.dialects.math.CosOp;
import dev.loomlir.dialects.math.CoshOp;
import dev.loomlir.dialects.math.CountLeadingZerosOp;
import dev.loomlir.dialects.math.CountTrailingZerosOp;
import dev.loomlir.dialects.math.CtPopOp;
import dev.loomlir.dialects.math.ErfOp;
import dev.loomlir.dialects.math.ErfcOp;
import dev.loomlir.dialects.math.Exp2Op;
import dev.loomlir.dialects.math.ExpM1Op;
import dev.loomlir.dialects.math.ExpOp;
import dev.loomlir.dialects.math.FPowIOp;
import dev.loomlir.dialects.math.FloorOp;
import dev.loomlir.dialects.math.FmaOp;
import dev.loomlir.dialects.math.IPowIOp;
import dev.loomlir.dialects.math.IsFiniteOp;
import dev.loomlir.dialects.math.IsInfOp;
import dev.loomlir.dialects.math.IsNaNOp;
import dev.loomlir.dialects.math.IsNormalOp;
import dev.loomlir.dialects.math.Log10Op;
import dev.loomlir.dialects.math.Log1pOp;
import dev.loomlir.dialects.math.Log2Op;
import dev.loomlir.dialects.math.LogOp;
import dev.loomlir.dialects.math.PowFOp;
import dev.loomlir.dialects.math.RoundEvenOp;
import dev.loomlir.dialects.math.RoundOp;
import dev.loomlir.dialects.math.RsqrtOp;
import dev.loomlir.dialects.math.SinOp;
import dev.loomlir.dialects.math.SincosOp;
import dev.loomlir.dialects.math.SinhOp;
import dev.loomlir.dialects.math.SqrtOp;
import dev.loomlir.dialects.math.TanOp;
import dev.loomlir.dialects.math.TanhOp;
import dev.loomlir.dialects.math.TruncOp;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The math dialect. Transcendental functions use {@link StrictMath} (fdlibm: reproducible, within
 * 1 ulp like glibc's libm, so results agree as {@code %g} prints them) or {@code FloatOps} where
 * Java has no equivalent (erf, exp2, log2, inverse hyperbolics) or differs from C (pow). f32 and
 * the 16-bit formats compute in double and round once to their format.
 */
public final class MathEmitters implements Opcodes {
  private MathEmitters() {}

  /** Unary functions computed in double: the op → its {@code double → double} function. */
  private static final Map<OpType<?>, RuntimeMethod> VIA_DOUBLE = Map.ofEntries(
      Map.entry(SinOp.TYPE, RuntimeAbi.STRICT_SIN), Map.entry(CosOp.TYPE, RuntimeAbi.STRICT_COS),
      Map.entry(TanOp.TYPE, RuntimeAbi.STRICT_TAN), Map.entry(AsinOp.TYPE, RuntimeAbi.STRICT_ASIN),
      Map.entry(AcosOp.TYPE, RuntimeAbi.STRICT_ACOS), Map.entry(AtanOp.TYPE, RuntimeAbi.STRICT_ATAN),
      Map.entry(SinhOp.TYPE, RuntimeAbi.STRICT_SINH), Map.entry(CoshOp.TYPE, RuntimeAbi.STRICT_COSH),
      Map.entry(TanhOp.TYPE, RuntimeAbi.STRICT_TANH), Map.entry(ExpOp.TYPE, RuntimeAbi.STRICT_EXP),
      Map.entry(LogOp.TYPE, RuntimeAbi.STRICT_LOG), Map.entry(Log10Op.TYPE, RuntimeAbi.STRICT_LOG10),
      Map.entry(CbrtOp.TYPE, RuntimeAbi.STRICT_CBRT),
      Map.entry(SqrtOp.TYPE, RuntimeAbi.JDK_SQRT), Map.entry(CeilOp.TYPE, RuntimeAbi.JDK_CEIL),
      Map.entry(FloorOp.TYPE, RuntimeAbi.JDK_FLOOR), Map.entry(RoundEvenOp.TYPE, RuntimeAbi.JDK_RINT),
      Map.entry(Exp2Op.TYPE, RuntimeAbi.FLOAT_EXP2), Map.entry(Log2Op.TYPE, RuntimeAbi.FLOAT_LOG2),
      Map.entry(AsinhOp.TYPE, RuntimeAbi.FLOAT_ASINH), Map.entry(AcoshOp.TYPE, RuntimeAbi.FLOAT_ACOSH),
      Map.entry(AtanhOp.TYPE, RuntimeAbi.FLOAT_ATANH), Map.entry(ErfOp.TYPE, RuntimeAbi.FLOAT_ERF),
      Map.entry(ErfcOp.TYPE, RuntimeAbi.FLOAT_ERFC), Map.entry(RoundOp.TYPE, RuntimeAbi.FLOAT_ROUND),
      Map.entry(TruncOp.TYPE, RuntimeAbi.FLOAT_TRUNC));

  /** Integer functions of IntOps, {@code (x, width)}. */
  private static final Map<OpType<?>, WidthOverloads> INT_UNARY = Map.of(
      AbsIOp.TYPE, RuntimeAbi.INT_ABSI, CountLeadingZerosOp.TYPE, RuntimeAbi.INT_CTLZ,
      CountTrailingZerosOp.TYPE, RuntimeAbi.INT_CTTZ, CtPopOp.TYPE, RuntimeAbi.INT_CTPOP);

  public static void register(EmitterRegistry r) {
    VIA_DOUBLE.forEach((type, function) -> r.register(type, Elementwise.lift((ctx, op, in, out) ->
        FloatEmit.callViaDouble(ctx.mv(), function, in, 1))));
    INT_UNARY.forEach((type, function) -> r.register(type, Elementwise.lift((ctx, op, in, out) ->
        IntEmit.callAtWidth(ctx.mv(), function, intWidth(in)))));
    r.register(AbsFOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_FLOAT_ABS, in)));
    r.register(RsqrtOp.TYPE, Elementwise.lift((ctx, op, in, out) -> rsqrt(ctx.mv(), in)));
    r.register(ExpM1Op.TYPE, Elementwise.lift((ctx, op, in, out) -> expm1(ctx.mv(), in)));
    r.register(Log1pOp.TYPE, Elementwise.lift((ctx, op, in, out) -> log1p(ctx.mv(), in)));
    r.register(Atan2Op.TYPE, Elementwise.lift((ctx, op, in, out) ->
        FloatEmit.callViaDouble(ctx.mv(), RuntimeAbi.STRICT_ATAN2, in, 2)));
    r.register(PowFOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.callViaDouble(ctx.mv(), RuntimeAbi.FLOAT_POW, in, 2)));
    r.register(CopySignOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_COPY_SIGN, in)));
    r.register(FmaOp.TYPE, Elementwise.lift((ctx, op, in, out) -> {
      FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_FMA, in);
      FloatEmit.roundToFormat(ctx.mv(), out);
    }));
    r.register(ClampFOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.FLOAT_CLAMPF, in)));
    r.register(FPowIOp.TYPE, Elementwise.lift(MathEmitters::fpowi));
    // Float.isNaN and friends return a boolean: already an i1 (0 or 1).
    r.register(IsNaNOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_IS_NAN, in)));
    r.register(IsInfOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_IS_INFINITE, in)));
    r.register(IsFiniteOp.TYPE, Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.JDK_IS_FINITE, in)));
    r.register(IsNormalOp.TYPE, Elementwise.lift((ctx, op, in, out) -> isNormal(ctx.mv(), in)));
    r.register(IPowIOp.TYPE, Elementwise.lift(MathEmitters::ipowi));
    r.register(SincosOp.TYPE, MathEmitters::emitSinCos);
  }

  /** 1 / sqrt(x), each step rounded to the operand's format (as upstream's expansion does). */
  private static void rsqrt(MethodVisitor mv, Type t) {
    FloatEmit.callViaDouble(mv, RuntimeAbi.JDK_SQRT, t, 1);
    if (FloatEmit.isDouble(t)) {
      mv.visitInsn(DCONST_1);
      mv.visitInsn(DUP2_X2);
      mv.visitInsn(POP2);
      mv.visitInsn(DDIV);
    } else {
      mv.visitInsn(FCONST_1);
      mv.visitInsn(SWAP);
      mv.visitInsn(FDIV);
      FloatEmit.roundToFormat(mv, t);
    }
  }

  /**
   * exp(x) - 1, each step rounded to the operand's format: upstream's convert-math-to-llvm expands
   * expm1 this way (not as a libm expm1), so tiny arguments lose their precision and
   * {@code expm1(-0)} is +0; printed results must agree with upstream's.
   */
  private static void expm1(MethodVisitor mv, Type t) {
    FloatEmit.callViaDouble(mv, RuntimeAbi.STRICT_EXP, t, 1);
    pushOne(mv, t);
    mv.visitInsn(FloatEmit.isDouble(t) ? DSUB : FSUB);
    FloatEmit.roundToFormat(mv, t);
  }

  /** log(1 + x), each step rounded to the operand's format (upstream's expansion, see {@link #expm1}). */
  private static void log1p(MethodVisitor mv, Type t) {
    pushOne(mv, t);
    mv.visitInsn(FloatEmit.isDouble(t) ? DADD : FADD);
    FloatEmit.roundToFormat(mv, t);
    FloatEmit.callViaDouble(mv, RuntimeAbi.STRICT_LOG, t, 1);
  }

  private static void pushOne(MethodVisitor mv, Type t) {
    mv.visitInsn(FloatEmit.isDouble(t) ? DCONST_1 : FCONST_1);
  }

  /** [x, n] → x^n by repeated squaring (compiler-rt's powi), in the operand's precision. */
  private static void fpowi(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    IntEmit.convert(mv, intWidth(Elementwise.elementType(FPowIOp.TYPE.cast(op).rhs().type())), 64, true);
    FloatEmit.call(mv, RuntimeAbi.FLOAT_POWI, in);
    FloatEmit.roundToFormat(mv, out);
  }

  /** [base, exp] → base^exp at the width; a negative exponent is a runtime error naming the op's location. */
  private static void ipowi(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    int w = intWidth(in);
    Bytecode.pushInt(mv, w);
    ctx.pushLocation();
    RuntimeAbi.INT_IPOWI.pick(IntEmit.isLong(w)).invoke(mv);
  }

  private static void isNormal(MethodVisitor mv, Type t) {
    if (!FloatEmit.isDouble(t)) mv.visitInsn(F2D);
    double minNormal = t == FloatType.F16 ? 0x1p-14 : t == FloatType.F64 ? Double.MIN_NORMAL : Float.MIN_NORMAL;
    mv.visitLdcInsn(minNormal);
    RuntimeAbi.FLOAT_IS_NORMAL.invoke(mv);
  }

  private static void emitSinCos(Operation op, EmitContext ctx) {
    ArithEmitters.requireScalar(op);
    SincosOp sincos = SincosOp.TYPE.cast(op);
    Type t = sincos.operand().type();
    ctx.load(sincos.operand());
    FloatEmit.callViaDouble(ctx.mv(), RuntimeAbi.STRICT_SIN, t, 1);
    ctx.store(sincos.sin());
    ctx.load(sincos.operand());
    FloatEmit.callViaDouble(ctx.mv(), RuntimeAbi.STRICT_COS, t, 1);
    ctx.store(sincos.cos());
  }
}
