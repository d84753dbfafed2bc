package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.ApplyOp;
import dev.loomlir.dialects.affine.DelinearizeIndexOp;
import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.dialects.affine.IfOp;
import dev.loomlir.dialects.affine.LinearizeIndexOp;
import dev.loomlir.dialects.affine.LoadOp;
import dev.loomlir.dialects.affine.MaxOp;
import dev.loomlir.dialects.affine.MinOp;
import dev.loomlir.dialects.affine.ParallelOp;
import dev.loomlir.dialects.affine.PrefetchOp;
import dev.loomlir.dialects.affine.StoreOp;
import dev.loomlir.dialects.affine.YieldOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.scf.ReduceOp;
import dev.loomlir.dialects.scf.ReduceReturnOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code lower-affine}: every affine op becomes scf, arith and memref ops, as
 * mlir-opt-22 lowers it. Maps are expanded into arith ops ({@link AffineExpansion}); loop bounds
 * are the {@code maxsi}/{@code minsi} of their maps' results; {@code affine.for} becomes
 * {@code scf.for}, {@code affine.if} an {@code scf.if} on the conjunction of its constraints,
 * {@code affine.parallel} an {@code scf.parallel} whose reductions start from their identities and
 * combine in {@code scf.reduce} regions; loads, stores and prefetches become memref's on the
 * expanded indices; linearize/delinearize are expanded ({@link IndexOpExpansion}). It is one
 * dialect conversion, outer ops first: each op is folded when it folds, else rewritten.
 * Where upstream reports an error and leaves the op (a division or mod by a non-positive constant,
 * a reduction without an identity), loomlir stops with that error.
 */
public final class LowerAffinePass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(LowerAffinePass.class, "lower-affine",
      "Lower Affine operations to a combination of Arith and SCF operations")
      .factory(LowerAffinePass::new);

  @Override public void run(Operation root, PassContext context) {
    ConversionTarget target = new ConversionTarget().addLegalDialect("arith", "memref", "scf", "vector")
        .addIllegalDialect("affine");
    DialectConversion.applyPartial(root, target, patterns(), context.context());
  }

  private static List<RewritePattern> patterns() {
    return List.of(
        RewritePattern.of(ApplyOp.TYPE, (op, r) -> {
          r.replaceOp(op.operation(), new AffineExpansion(r, op.location(), op.operation()).expand(op.map(), op.mapOperands()));
          return true;
        }),
        RewritePattern.of(LoadOp.TYPE, (op, r) -> {
          List<Value> indices = new AffineExpansion(r, op.location(), op.operation()).expand(op.map(), op.mapOperands());
          r.replaceOp(op.operation(), List.of(dev.loomlir.dialects.memref.LoadOp.create(r, op.location(), op.memref(), indices).result()));
          return true;
        }),
        RewritePattern.of(MinOp.TYPE, (op, r) -> {
          r.replaceOp(op.operation(), List.of(new AffineExpansion(r, op.location(), op.operation()).min(op.map(), op.mapOperands())));
          return true;
        }),
        RewritePattern.of(MaxOp.TYPE, (op, r) -> {
          r.replaceOp(op.operation(), List.of(new AffineExpansion(r, op.location(), op.operation()).max(op.map(), op.mapOperands())));
          return true;
        }),
        RewritePattern.of(ParallelOp.TYPE, LowerAffinePass::lowerParallel),
        RewritePattern.of(PrefetchOp.TYPE, (op, r) -> {
          List<Value> indices = new AffineExpansion(r, op.location(), op.operation()).expand(op.map(), op.mapOperands());
          dev.loomlir.dialects.memref.PrefetchOp.create(r, op.location(), op.memref(), indices, op.isWrite(),
              op.localityHint(), op.isDataCache());
          r.eraseOp(op.operation());
          return true;
        }),
        RewritePattern.of(StoreOp.TYPE, (op, r) -> {
          List<Value> indices = new AffineExpansion(r, op.location(), op.operation()).expand(op.map(), op.mapOperands());
          dev.loomlir.dialects.memref.StoreOp.create(r, op.location(), op.value(), op.memref(), indices);
          r.eraseOp(op.operation());
          return true;
        }),
        RewritePattern.of(ForOp.TYPE, LowerAffinePass::lowerFor),
        RewritePattern.of(IfOp.TYPE, LowerAffinePass::lowerIf),
        RewritePattern.of(YieldOp.TYPE, (op, r) -> {
          // A parallel loop's yield is rewritten with the loop.
          Operation parent = op.operation().parentOp();
          if (dev.loomlir.dialects.scf.ParallelOp.is(parent) || ParallelOp.is(parent)) return false;
          r.replaceOp(op.operation(), List.of());
          dev.loomlir.dialects.scf.YieldOp.create(r, op.location(), op.results());
          return true;
        }),
        RewritePattern.of(DelinearizeIndexOp.TYPE, IndexOpExpansion::lowerDelinearize),
        RewritePattern.of(LinearizeIndexOp.TYPE, IndexOpExpansion::lowerLinearize));
  }

  private static boolean lowerFor(ForOp op, PatternRewriter r) {
    Location loc = op.location();
    AffineExpansion expansion = new AffineExpansion(r, loc, op.operation());
    Value lb = expansion.max(op.lowerBoundMap(), op.lowerBoundOperands());
    Value ub = expansion.min(op.upperBoundMap(), op.upperBoundOperands());
    Value step = expansion.constant(op.step());
    dev.loomlir.dialects.scf.ForOp scfFor = dev.loomlir.dialects.scf.ForOp.create(r, loc, lb, ub, step, op.inits());
    replaceBody(r, op.bodyRegion(), scfFor.bodyRegion());
    r.replaceOp(op.operation(), scfFor.operation().results());
    return true;
  }

  /** The new op's (empty) body gives way to the affine op's blocks. */
  private static void replaceBody(PatternRewriter r, Region from, Region to) {
    for (Block b : new ArrayList<>(to.blocks())) r.eraseBlock(b);
    to.takeBody(from);
  }

  private static boolean lowerIf(IfOp op, PatternRewriter r) {
    Location loc = op.location();
    IntegerSet set = op.condition();
    AffineExpansion expansion = new AffineExpansion(r, loc, op.operation());
    Value zero = expansion.constant(0);
    List<Value> operands = op.conditionOperands();
    List<Value> dims = operands.subList(0, set.numDims()), symbols = operands.subList(set.numDims(), operands.size());
    Value condition = null;
    for (int i = 0; i < set.numConstraints(); i++) {
      AffineExpr constraint = set.constraints().get(i);
      Value value = expansion.expand(constraint, dims, symbols);
      Value cmp = CmpIOp.create(r, loc, set.isEquality(i) ? CmpIPredicate.EQ : CmpIPredicate.SGE, value, zero).result();
      condition = condition == null ? cmp : ArithBinaryOp.build(AndIOp.TYPE, r, loc, condition, cmp).result();
    }
    if (condition == null) condition = ConstantOp.create(r, loc, IntegerAttr.bool(true), IntegerType.I1).result();
    dev.loomlir.dialects.scf.IfOp scfIf = dev.loomlir.dialects.scf.IfOp.create(r, loc, condition, op.operation().resultTypes());
    replaceBody(r, op.thenRegion(), scfIf.thenRegion());
    replaceBody(r, op.elseRegion(), scfIf.elseRegion());
    r.replaceOp(op.operation(), scfIf.operation().results());
    return true;
  }

  private static boolean lowerParallel(ParallelOp op, PatternRewriter r) {
    Location loc = op.location();
    AffineExpansion expansion = new AffineExpansion(r, loc, op.operation());
    List<Value> lbs = new ArrayList<>(), ubs = new ArrayList<>(), steps = new ArrayList<>();
    for (int i = 0; i < op.numDims(); i++) {
      lbs.add(expansion.max(op.lowerBoundMap(i), op.lowerBoundsOperands()));
      ubs.add(expansion.min(op.upperBoundMap(i), op.upperBoundsOperands()));
    }
    for (long step : op.steps()) steps.add(expansion.constant(step));
    YieldOp yield = op.yieldOp();
    List<String> reductions = op.reductions();
    List<Value> identities = new ArrayList<>();
    for (int i = 0; i < reductions.size(); i++) {
      Value identity = ReductionKinds.identity(r, loc, reductions.get(i), op.operation().result(i).type());
      if (identity == null) throw DiagnosticException.error(op.operation(), "Reduction operation type not supported");
      identities.add(identity);
    }
    dev.loomlir.dialects.scf.ParallelOp scfParallel = dev.loomlir.dialects.scf.ParallelOp.create(r, loc, lbs, ubs, steps, identities);
    replaceBody(r, op.bodyRegion(), scfParallel.operation().region(0));
    r.setInsertionPointBefore(yield.operation());
    ReduceOp reduce = ReduceOp.create(r, yield.location(), yield.results());
    for (int i = 0; i < reductions.size(); i++) {
      Block body = reduce.reduction(i);
      r.setInsertionPointToEnd(body);
      Value combined = ReductionKinds.combine(r, loc, reductions.get(i), body.argument(0), body.argument(1));
      ReduceReturnOp.create(r, loc, combined);
    }
    r.eraseOp(yield.operation());
    r.replaceOp(op.operation(), scfParallel.operation().results());
    return true;
  }
}
