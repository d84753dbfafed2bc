package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.ir.FloatType;
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

  private static final String STRICT = "java/lang/StrictMath";
  private static final String MATH = "java/lang/Math";

  /** Unary functions computed in double: op name → owner class of a {@code (D)D} method of that name. */
  private static final Map<String, String> VIA_DOUBLE = Map.ofEntries(
      Map.entry("sin", STRICT), Map.entry("cos", STRICT), Map.entry("tan", STRICT),
      Map.entry("asin", STRICT), Map.entry("acos", STRICT), Map.entry("atan", STRICT),
      Map.entry("sinh", STRICT), Map.entry("cosh", STRICT), Map.entry("tanh", STRICT),
      Map.entry("exp", STRICT), Map.entry("log", STRICT),
      Map.entry("log10", STRICT), Map.entry("cbrt", STRICT),
      Map.entry("sqrt", MATH), Map.entry("ceil", MATH), Map.entry("floor", MATH),
      Map.entry("exp2", FloatEmit.FLOAT_OPS), Map.entry("log2", FloatEmit.FLOAT_OPS),
      Map.entry("asinh", FloatEmit.FLOAT_OPS), Map.entry("acosh", FloatEmit.FLOAT_OPS),
      Map.entry("atanh", FloatEmit.FLOAT_OPS), Map.entry("erf", FloatEmit.FLOAT_OPS),
      Map.entry("erfc", FloatEmit.FLOAT_OPS), Map.entry("round", FloatEmit.FLOAT_OPS),
      Map.entry("trunc", FloatEmit.FLOAT_OPS));

  public static void register(EmitterRegistry r) {
    VIA_DOUBLE.forEach((name, owner) -> r.register("math." + name, Elementwise.lift((ctx, op, in, out) ->
        FloatEmit.callViaDouble(ctx.mv(), owner, name, in, 1))));
    r.register("math.roundeven", Elementwise.lift((ctx, op, in, out) -> FloatEmit.callViaDouble(ctx.mv(), MATH, "rint", in, 1)));
    r.register("math.absf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), MATH, "abs", in, 1)));
    r.register("math.rsqrt", Elementwise.lift((ctx, op, in, out) -> rsqrt(ctx.mv(), in)));
    r.register("math.expm1", Elementwise.lift((ctx, op, in, out) -> expm1(ctx.mv(), in)));
    r.register("math.log1p", Elementwise.lift((ctx, op, in, out) -> log1p(ctx.mv(), in)));
    r.register("math.atan2", Elementwise.lift((ctx, op, in, out) -> FloatEmit.callViaDouble(ctx.mv(), STRICT, "atan2", in, 2)));
    r.register("math.powf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.callViaDouble(ctx.mv(), FloatEmit.FLOAT_OPS, "pow", in, 2)));
    r.register("math.copysign", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), MATH, "copySign", in, 2)));
    r.register("math.fma", Elementwise.lift((ctx, op, in, out) -> {
      FloatEmit.call(ctx.mv(), MATH, "fma", in, 3);
      FloatEmit.roundToFormat(ctx.mv(), out);
    }));
    r.register("math.clampf", Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), FloatEmit.FLOAT_OPS, "clampf", in, 3)));
    r.register("math.fpowi", Elementwise.lift(MathEmitters::fpowi));
    r.register("math.isnan", Elementwise.lift((ctx, op, in, out) -> classify(ctx.mv(), "isNaN", in)));
    r.register("math.isinf", Elementwise.lift((ctx, op, in, out) -> classify(ctx.mv(), "isInfinite", in)));
    r.register("math.isfinite", Elementwise.lift((ctx, op, in, out) -> classify(ctx.mv(), "isFinite", in)));
    r.register("math.isnormal", Elementwise.lift((ctx, op, in, out) -> isNormal(ctx.mv(), in)));
    r.register("math.absi", Elementwise.lift((ctx, op, in, out) -> IntEmit.unaryHelper(ctx.mv(), "absi", intWidth(in))));
    r.register("math.ctlz", Elementwise.lift((ctx, op, in, out) -> IntEmit.unaryHelper(ctx.mv(), "ctlz", intWidth(in))));
    r.register("math.cttz", Elementwise.lift((ctx, op, in, out) -> IntEmit.unaryHelper(ctx.mv(), "cttz", intWidth(in))));
    r.register("math.ctpop", Elementwise.lift((ctx, op, in, out) -> IntEmit.unaryHelper(ctx.mv(), "ctpop", intWidth(in))));
    r.register("math.ipowi", Elementwise.lift(MathEmitters::ipowi));
    r.register("math.sincos", MathEmitters::emitSinCos);
  }

  /** 1 / sqrt(x), each step rounded to the operand's format (as upstream's expansion does). */
  private static void rsqrt(MethodVisitor mv, Type t) {
    FloatEmit.callViaDouble(mv, MATH, "sqrt", t, 1);
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
    FloatEmit.callViaDouble(mv, STRICT, "exp", t, 1);
    pushOne(mv, t);
    mv.visitInsn(FloatEmit.isDouble(t) ? DSUB : FSUB);
    FloatEmit.roundToFormat(mv, t);
  }

  /** log(1 + x), each step rounded to the operand's format (upstream's expansion, see {@link #expm1}). */
  private static void log1p(MethodVisitor mv, Type t) {
    pushOne(mv, t);
    mv.visitInsn(FloatEmit.isDouble(t) ? DADD : FADD);
    FloatEmit.roundToFormat(mv, t);
    FloatEmit.callViaDouble(mv, STRICT, "log", t, 1);
  }

  private static void pushOne(MethodVisitor mv, Type t) {
    mv.visitInsn(FloatEmit.isDouble(t) ? DCONST_1 : FCONST_1);
  }

  /** [x, n] → x^n by repeated squaring (compiler-rt's powi), in the operand's precision. */
  private static void fpowi(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    IntEmit.convert(mv, intWidth(Elementwise.elementType(op.operand(1).type())), 64, true);
    String l = FloatEmit.letter(in);
    mv.visitMethodInsn(INVOKESTATIC, FloatEmit.FLOAT_OPS, "powi", "(" + l + "J)" + l, false);
    FloatEmit.roundToFormat(mv, out);
  }

  private static void ipowi(EmitContext ctx, Operation op, Type in, Type out) {
    MethodVisitor mv = ctx.mv();
    int w = intWidth(in);
    Bytecode.pushInt(mv, w);
    ctx.pushLocation();
    mv.visitMethodInsn(INVOKESTATIC, IntEmit.INT_OPS, "ipowi",
        IntEmit.isLong(w) ? "(JJILjava/lang/String;)J" : "(IIILjava/lang/String;)I", false);
  }

  /** {@code Float.isNaN} and friends return a boolean: already an i1 (0 or 1). */
  private static void classify(MethodVisitor mv, String method, Type t) {
    boolean d = FloatEmit.isDouble(t);
    mv.visitMethodInsn(INVOKESTATIC, d ? "java/lang/Double" : "java/lang/Float", method, d ? "(D)Z" : "(F)Z", false);
  }

  private static void isNormal(MethodVisitor mv, Type t) {
    if (!FloatEmit.isDouble(t)) mv.visitInsn(F2D);
    double minNormal = t == FloatType.F16 ? 0x1p-14 : t == FloatType.F64 ? Double.MIN_NORMAL : Float.MIN_NORMAL;
    mv.visitLdcInsn(minNormal);
    mv.visitMethodInsn(INVOKESTATIC, FloatEmit.FLOAT_OPS, "isNormal", "(DD)I", false);
  }

  private static void emitSinCos(Operation op, EmitContext ctx) {
    ArithEmitters.requireScalar(op);
    Type t = op.operand(0).type();
    ctx.load(op.operand(0));
    FloatEmit.callViaDouble(ctx.mv(), STRICT, "sin", t, 1);
    ctx.store(op.result(0));
    ctx.load(op.operand(0));
    FloatEmit.callViaDouble(ctx.mv(), STRICT, "cos", t, 1);
    ctx.store(op.result(1));
  }
}
