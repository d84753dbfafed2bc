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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "arith.constant" -> ConstantOp.TYPE.def();
      case "arith.addi" -> AddIOp.TYPE.def();
      case "arith.subi" -> SubIOp.TYPE.def();
      case "arith.muli" -> MulIOp.TYPE.def();
      case "arith.shli" -> ShLIOp.TYPE.def();
      case "arith.divui" -> DivUIOp.TYPE.def();
      case "arith.divsi" -> DivSIOp.TYPE.def();
      case "arith.shrui" -> ShRUIOp.TYPE.def();
      case "arith.shrsi" -> ShRSIOp.TYPE.def();
      case "arith.ceildivui" -> CeilDivUIOp.TYPE.def();
      case "arith.ceildivsi" -> CeilDivSIOp.TYPE.def();
      case "arith.floordivsi" -> FloorDivSIOp.TYPE.def();
      case "arith.remui" -> RemUIOp.TYPE.def();
      case "arith.remsi" -> RemSIOp.TYPE.def();
      case "arith.andi" -> AndIOp.TYPE.def();
      case "arith.ori" -> OrIOp.TYPE.def();
      case "arith.xori" -> XOrIOp.TYPE.def();
      case "arith.maxsi" -> MaxSIOp.TYPE.def();
      case "arith.maxui" -> MaxUIOp.TYPE.def();
      case "arith.minsi" -> MinSIOp.TYPE.def();
      case "arith.minui" -> MinUIOp.TYPE.def();
      case "arith.addui_extended" -> AddUIExtendedOp.TYPE.def();
      case "arith.mulsi_extended" -> MulSIExtendedOp.TYPE.def();
      case "arith.mului_extended" -> MulUIExtendedOp.TYPE.def();
      case "arith.negf" -> NegFOp.TYPE.def();
      case "arith.addf" -> AddFOp.TYPE.def();
      case "arith.mulf" -> MulFOp.TYPE.def();
      case "arith.maximumf" -> MaximumFOp.TYPE.def();
      case "arith.minimumf" -> MinimumFOp.TYPE.def();
      case "arith.maxnumf" -> MaxNumFOp.TYPE.def();
      case "arith.minnumf" -> MinNumFOp.TYPE.def();
      case "arith.subf" -> SubFOp.TYPE.def();
      case "arith.divf" -> DivFOp.TYPE.def();
      case "arith.remf" -> RemFOp.TYPE.def();
      case "arith.extui" -> ExtUIOp.TYPE.def();
      case "arith.extsi" -> ExtSIOp.TYPE.def();
      case "arith.trunci" -> TruncIOp.TYPE.def();
      case "arith.extf" -> ExtFOp.TYPE.def();
      case "arith.truncf" -> TruncFOp.TYPE.def();
      case "arith.uitofp" -> UIToFPOp.TYPE.def();
      case "arith.sitofp" -> SIToFPOp.TYPE.def();
      case "arith.fptoui" -> FPToUIOp.TYPE.def();
      case "arith.fptosi" -> FPToSIOp.TYPE.def();
      case "arith.index_cast" -> IndexCastOp.TYPE.def();
      case "arith.index_castui" -> IndexCastUIOp.TYPE.def();
      case "arith.bitcast" -> BitcastOp.TYPE.def();
      case "arith.scaling_extf" -> ScalingExtFOp.TYPE.def();
      case "arith.scaling_truncf" -> ScalingTruncFOp.TYPE.def();
      case "arith.cmpi" -> CmpIOp.TYPE.def();
      case "arith.cmpf" -> CmpFOp.TYPE.def();
      case "arith.select" -> SelectOp.TYPE.def();
      default -> null;
    };
  }

  /** {@code #arith.fastmath<...>} and {@code #arith.overflow<...>}. */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (!mnemonic.equals("fastmath") && !mnemonic.equals("overflow")) return null;
    // Tolerate being called before or after the mnemonic is consumed.
    p.parseOptionalKeyword(mnemonic);
    return mnemonic.equals("fastmath") ? FastMathAttr.parseBody(p) : IntegerOverflowAttr.parseBody(p);
  }
}
