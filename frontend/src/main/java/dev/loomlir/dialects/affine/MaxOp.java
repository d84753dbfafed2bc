package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.max #map(%d)[%s]}: the maximum of the map's results. */
public final class MaxOp extends AffineMinMaxOp {
  public static final OpType<MaxOp> TYPE = OpType.of(OpDef.op("affine.max")
      .summary("max operation")
      .variadicOperand("operands", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .result("result", Types.INDEX)
      .traits(Trait.PURE)
      .syntax(new MinMaxSyntax())
      .verify(AffineVerifiers::verifyMinMax)
      .folder(AffineFolders::foldMax)
      .implement(Canonicalization.class, AffineCanonicalization::maxPatterns), MaxOp::new);

  private MaxOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.max map(operands)}. */
  public static MaxOp create(OpBuilder b, Location loc, AffineMap map, List<? extends Value> operands) {
    return new MaxOp(build(b, TYPE, loc, map, operands));
  }

  @Override public boolean isMax() { return true; }
}
