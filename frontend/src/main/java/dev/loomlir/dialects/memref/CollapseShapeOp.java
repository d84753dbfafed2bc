package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code memref.collapse_shape %m [[0, 1], [2]]}: merges each group of contiguous dimensions into one. */
public final class CollapseShapeOp extends OpView {
  public static final OpType<CollapseShapeOp> TYPE = OpType.of(OpDef.op("memref.collapse_shape")
      .summary("operation to produce a memref with a smaller rank.")
      .operand("src", MemRefConstraints.STRIDED)
      .attr("reassociation", ReassociationKind.INSTANCE)
      .result("result", MemRefConstraints.STRIDED)
      .traits(Trait.PURE)
      .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
      .verify(ReshapeRules::verifyCollapse)
      .implement(AsmResultNames.class, MemRefDecls.named("collapse_shape")), CollapseShapeOp::new);

  private CollapseShapeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CollapseShapeOp match(Operation op) { return TYPE.match(op); }

  public Value src() { return op.operand(0); }

  /** For each result dimension, the source dimensions it merges. */
  public int[][] reassociation() { return ReassociationKind.groups(op.attr("reassociation")); }

  public OpResult result() { return op.result(); }
}
