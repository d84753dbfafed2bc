package dev.loomlir.dialects.math;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `math` dialect: elementwise mathematical functions on floats and integers. */
public final class MathDialect implements Dialect {
  @Override public String namespace() { return "math"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        AbsFOp.TYPE.def(), AcosOp.TYPE.def(), AcoshOp.TYPE.def(), AsinOp.TYPE.def(), AsinhOp.TYPE.def(),
        AtanOp.TYPE.def(), AtanhOp.TYPE.def(), CbrtOp.TYPE.def(), CeilOp.TYPE.def(), CosOp.TYPE.def(),
        CoshOp.TYPE.def(), ErfOp.TYPE.def(), ErfcOp.TYPE.def(), ExpOp.TYPE.def(), Exp2Op.TYPE.def(),
        ExpM1Op.TYPE.def(), FloorOp.TYPE.def(), LogOp.TYPE.def(), Log10Op.TYPE.def(), Log1pOp.TYPE.def(),
        Log2Op.TYPE.def(), RoundOp.TYPE.def(), RoundEvenOp.TYPE.def(), RsqrtOp.TYPE.def(), SinOp.TYPE.def(),
        SinhOp.TYPE.def(), SqrtOp.TYPE.def(), TanOp.TYPE.def(), TanhOp.TYPE.def(), TruncOp.TYPE.def(),
        Atan2Op.TYPE.def(), CopySignOp.TYPE.def(), PowFOp.TYPE.def(), FmaOp.TYPE.def(), ClampFOp.TYPE.def(),
        AbsIOp.TYPE.def(), CountLeadingZerosOp.TYPE.def(), CountTrailingZerosOp.TYPE.def(), CtPopOp.TYPE.def(),
        IPowIOp.TYPE.def(), FPowIOp.TYPE.def(), IsFiniteOp.TYPE.def(), IsInfOp.TYPE.def(), IsNaNOp.TYPE.def(),
        IsNormalOp.TYPE.def(), SincosOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "math.absf" -> AbsFOp.TYPE.def();
      case "math.acos" -> AcosOp.TYPE.def();
      case "math.acosh" -> AcoshOp.TYPE.def();
      case "math.asin" -> AsinOp.TYPE.def();
      case "math.asinh" -> AsinhOp.TYPE.def();
      case "math.atan" -> AtanOp.TYPE.def();
      case "math.atanh" -> AtanhOp.TYPE.def();
      case "math.cbrt" -> CbrtOp.TYPE.def();
      case "math.ceil" -> CeilOp.TYPE.def();
      case "math.cos" -> CosOp.TYPE.def();
      case "math.cosh" -> CoshOp.TYPE.def();
      case "math.erf" -> ErfOp.TYPE.def();
      case "math.erfc" -> ErfcOp.TYPE.def();
      case "math.exp" -> ExpOp.TYPE.def();
      case "math.exp2" -> Exp2Op.TYPE.def();
      case "math.expm1" -> ExpM1Op.TYPE.def();
      case "math.floor" -> FloorOp.TYPE.def();
      case "math.log" -> LogOp.TYPE.def();
      case "math.log10" -> Log10Op.TYPE.def();
      case "math.log1p" -> Log1pOp.TYPE.def();
      case "math.log2" -> Log2Op.TYPE.def();
      case "math.round" -> RoundOp.TYPE.def();
      case "math.roundeven" -> RoundEvenOp.TYPE.def();
      case "math.rsqrt" -> RsqrtOp.TYPE.def();
      case "math.sin" -> SinOp.TYPE.def();
      case "math.sinh" -> SinhOp.TYPE.def();
      case "math.sqrt" -> SqrtOp.TYPE.def();
      case "math.tan" -> TanOp.TYPE.def();
      case "math.tanh" -> TanhOp.TYPE.def();
      case "math.trunc" -> TruncOp.TYPE.def();
      case "math.atan2" -> Atan2Op.TYPE.def();
      case "math.copysign" -> CopySignOp.TYPE.def();
      case "math.powf" -> PowFOp.TYPE.def();
      case "math.fma" -> FmaOp.TYPE.def();
      case "math.clampf" -> ClampFOp.TYPE.def();
      case "math.absi" -> AbsIOp.TYPE.def();
      case "math.ctlz" -> CountLeadingZerosOp.TYPE.def();
      case "math.cttz" -> CountTrailingZerosOp.TYPE.def();
      case "math.ctpop" -> CtPopOp.TYPE.def();
      case "math.ipowi" -> IPowIOp.TYPE.def();
      case "math.fpowi" -> FPowIOp.TYPE.def();
      case "math.isfinite" -> IsFiniteOp.TYPE.def();
      case "math.isinf" -> IsInfOp.TYPE.def();
      case "math.isnan" -> IsNaNOp.TYPE.def();
      case "math.isnormal" -> IsNormalOp.TYPE.def();
      case "math.sincos" -> SincosOp.TYPE.def();
      default -> null;
    };
  }
}
