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
}
