package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.vector.GatherOp;
import dev.loomlir.dialects.vector.MaskOp;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.dialects.vector.TransferWriteOp;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code lower-vector-mask}: a {@code vector.mask} around a transfer op becomes the
 * transfer op with that mask, one around a gather the gather with that mask (masked-off lanes from
 * the pass-through value, or zero); applied greedily with {@code vector.mask}'s own
 * canonicalizations and every op's folds, as upstream does. A masked transfer_read with a
 * pass-through value, and other masked ops, stay.
 */
public final class LowerVectorMaskPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(LowerVectorMaskPass.class,
      "lower-vector-mask", "Lower 'vector.mask' operations").factory(LowerVectorMaskPass::new);

  @Override public void run(Operation op, PassContext context) {
    List<RewritePattern> patterns = new ArrayList<>(List.of(
        RewritePattern.of(MaskOp.TYPE, LowerVectorMaskPass::maskedRead),
        RewritePattern.of(MaskOp.TYPE, LowerVectorMaskPass::maskedWrite),
        RewritePattern.of(MaskOp.TYPE, LowerVectorMaskPass::maskedGather)));
    patterns.addAll(Canonicalization.of(MaskOp.TYPE.def()));
    new GreedyRewriteDriver(context.context(), patterns, GreedyRewriteDriver.Config.DEFAULT).run(op);
  }

  private static boolean maskedRead(MaskOp mask, PatternRewriter r) {
    if (!(TransferReadOp.match(mask.maskedOp()) instanceof TransferReadOp read) || mask.passthru() != null) return false;
    r.setInsertionPointBefore(mask.operation());
    TransferReadOp lowered = TransferReadOp.create(r, read.location(), read.vectorType(), read.base(), read.indices(),
        read.permutationMap(), read.padding(), mask.mask(), read.inBounds());
    r.replaceOp(mask.operation(), List.of(lowered.operation().result(0)));
    return true;
  }

  private static boolean maskedWrite(MaskOp mask, PatternRewriter r) {
    if (!(TransferWriteOp.match(mask.maskedOp()) instanceof TransferWriteOp write)) return false;
    r.setInsertionPointBefore(mask.operation());
    TransferWriteOp lowered = TransferWriteOp.create(r, write.location(), write.vector(), write.base(), write.indices(),
        write.permutationMap(), mask.mask(), write.inBounds());
    r.replaceOp(mask.operation(), lowered.operation().results());
    return true;
  }

  private static boolean maskedGather(MaskOp mask, PatternRewriter r) {
    if (!(GatherOp.match(mask.maskedOp()) instanceof GatherOp gather)) return false;
    r.setInsertionPointBefore(mask.operation());
    Value passthru = mask.passthru();
    if (passthru == null) {
      VectorType t = gather.vectorType();
      passthru = ConstantOp.create(r, gather.location(), new DenseElementsAttr(t, List.of(zero(t))), t).result();
    }
    GatherOp lowered = GatherOp.create(r, gather.location(), gather.vectorType(), gather.base(), gather.indices(),
        gather.indexVec(), mask.mask(), passthru);
    r.replaceOp(mask.operation(), List.of(lowered.operation().result(0)));
    return true;
  }

  private static dev.loomlir.ir.Attribute zero(VectorType t) {
    return t.elementType() instanceof dev.loomlir.ir.FloatType f ? new FloatAttr(0.0, f) : IntegerAttr.of(0, t.elementType());
  }
}
