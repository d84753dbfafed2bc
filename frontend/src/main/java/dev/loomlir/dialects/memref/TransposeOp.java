package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code memref.transpose %m (i, j) -> (j, i)}: the same elements with permuted dimensions. */
public final class TransposeOp extends OpView {
  public static final OpType<TransposeOp> TYPE = OpType.of(OpDef.op("memref.transpose")
      .summary("`transpose` produces a new strided memref (metadata-only)")
      .operand("in", MemRefConstraints.STRIDED)
      .attr("permutation", Attrs.AFFINE_MAP)
      .result("result", MemRefConstraints.STRIDED)
      .traits(Trait.PURE)
      .syntax(new TransposeSyntax())
      .verify(MemRefVerifiers::transpose)
      .implement(AsmResultNames.class, MemRefDecls.named("transpose")), TransposeOp::new);

  private TransposeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TransposeOp match(Operation op) { return TYPE.match(op); }

  public Value in() { return op.operand(0); }

  public AffineMap permutation() { return ((AffineMapAttr) op.attr("permutation")).map(); }

  public OpResult result() { return op.result(); }
}
