package dev.loomlir.dialects.arith;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `arith` dialect: integer and floating-point arithmetic, comparisons, casts and constants. */
public final class ArithDialect implements Dialect {
  @Override public String namespace() { return "arith"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        ConstantOp.TYPE.def(), AddIOp.TYPE.def(), SubIOp.TYPE.def(), MulIOp.TYPE.def(), ShLIOp.TYPE.def(),
        DivUIOp.TYPE.def(), DivSIOp.TYPE.def(), ShRUIOp.TYPE.def(), ShRSIOp.TYPE.def(), CeilDivUIOp.TYPE.def(),
        CeilDivSIOp.TYPE.def(), FloorDivSIOp.TYPE.def(), RemUIOp.TYPE.def(), RemSIOp.TYPE.def(), AndIOp.TYPE.def(),
        OrIOp.TYPE.def(), XOrIOp.TYPE.def(), MaxSIOp.TYPE.def(), MaxUIOp.TYPE.def(), MinSIOp.TYPE.def(),
        MinUIOp.TYPE.def(), AddUIExtendedOp.TYPE.def(), MulSIExtendedOp.TYPE.def(), MulUIExtendedOp.TYPE.def(),
        NegFOp.TYPE.def(), AddFOp.TYPE.def(), MulFOp.TYPE.def(), MaximumFOp.TYPE.def(), MinimumFOp.TYPE.def(),
        MaxNumFOp.TYPE.def(), MinNumFOp.TYPE.def(), SubFOp.TYPE.def(), DivFOp.TYPE.def(), RemFOp.TYPE.def(),
        ExtUIOp.TYPE.def(), ExtSIOp.TYPE.def(), TruncIOp.TYPE.def(), ExtFOp.TYPE.def(), TruncFOp.TYPE.def(),
        UIToFPOp.TYPE.def(), SIToFPOp.TYPE.def(), FPToUIOp.TYPE.def(), FPToSIOp.TYPE.def(), IndexCastOp.TYPE.def(),
        IndexCastUIOp.TYPE.def(), BitcastOp.TYPE.def(), ScalingExtFOp.TYPE.def(), ScalingTruncFOp.TYPE.def(),
        CmpIOp.TYPE.def(), CmpFOp.TYPE.def(), SelectOp.TYPE.def());
  }

  /** {@code #arith.fastmath<...>} and {@code #arith.overflow<...>}. */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (!mnemonic.equals("fastmath") && !mnemonic.equals("overflow")) return null;
    // Tolerate being called before or after the mnemonic is consumed.
    p.parseOptionalKeyword(mnemonic);
    return mnemonic.equals("fastmath") ? FastMathAttr.parseBody(p) : IntegerOverflowAttr.parseBody(p);
  }
}
