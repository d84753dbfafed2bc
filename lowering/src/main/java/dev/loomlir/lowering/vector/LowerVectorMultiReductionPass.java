package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.vector.ArithReduction;
import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.InsertOp;
import dev.loomlir.dialects.vector.Maskable;
import dev.loomlir.dialects.vector.MultiReductionOp;
import dev.loomlir.dialects.vector.ReductionOp;
import dev.loomlir.dialects.vector.ShapeCastOp;
import dev.loomlir.dialects.vector.TransposeOp;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code lower-vector-multi-reduction}: its patterns, applied greedily with the ops'
 * folds. A 1-D reduction gets a leading unit dimension; a transpose moves the reduced dimensions
 * innermost ({@code inner-reduction}) or outermost ({@code inner-parallel}, the default); shape
 * casts flatten the parallel and the reduced dimensions into one each; a 2-D reduction becomes
 * one {@code vector.reduction} per row (inner-reduction) or elementwise arith ops over the rows,
 * from the accumulator (inner-parallel). Reductions inside {@code vector.mask} stay (loomlir lowers them lane by lane).
 */
public final class LowerVectorMultiReductionPass implements Pass {
  private static final String INNER_PARALLEL = "inner-parallel";
  private static final PassOption<String> STRATEGY = PassOption.choice("lowering-strategy", INNER_PARALLEL,
      "Select the strategy to control how multi_reduction is lowered.",
      new PassOption.Choice(INNER_PARALLEL, "Lower multi_reduction into outer-reduction and inner-parallel ops."),
      new PassOption.Choice("inner-reduction", "Lower multi_reduction into outer-parallel and inner-reduction ops."));

  public static final PassDeclaration DECLARATION = PassDeclaration.of(LowerVectorMultiReductionPass.class,
      "lower-vector-multi-reduction", "Lower 'vector.multi_reduction' operations")
      .options(STRATEGY)
      .factory(values -> new LowerVectorMultiReductionPass(!values.get(STRATEGY).equals(INNER_PARALLEL)));

  /** Whether the reduced dimensions go innermost (else outermost). */
  private final boolean innerReduction;

  private LowerVectorMultiReductionPass(boolean innerReduction) { this.innerReduction = innerReduction; }

  @Override public void run(Operation op, PassContext context) {
    List<RewritePattern> patterns = List.of(
        RewritePattern.of(MultiReductionOp.TYPE, LowerVectorMultiReductionPass::oneDimToTwoDim),
        RewritePattern.of(MultiReductionOp.TYPE, this::moveReducedDims),
        RewritePattern.of(MultiReductionOp.TYPE, this::flatten),
        innerReduction ? RewritePattern.of(MultiReductionOp.TYPE, LowerVectorMultiReductionPass::rowsToReductions)
            : RewritePattern.of(MultiReductionOp.TYPE, LowerVectorMultiReductionPass::rowsToElementwise));
    new GreedyRewriteDriver(context.context(), patterns, GreedyRewriteDriver.Config.DEFAULT).run(op);
  }

  /** {@code multi_reduction(v : vector<N>, acc)}: {@code extract(multi_reduction(shape_cast(v) : 1xN, broadcast(acc)) [1], 0)}. */
  private static boolean oneDimToTwoDim(MultiReductionOp m, PatternRewriter r) {
    VectorType source = m.sourceType();
    if (source.rank() != 1 || Maskable.isMasked(m.operation())) return false;
    Location loc = m.location();
    r.setInsertionPointBefore(m.operation());
    VectorType rowType = new VectorType(List.of(1L, source.shape().get(0)), source.elementType(),
        List.of(false, source.scalable().get(0)));
    Value row = ShapeCastOp.create(r, loc, m.source(), rowType).operation().result(0);
    Value acc = BroadcastOp.create(r, loc, m.acc(), new VectorType(List.of(1L), source.elementType())).operation().result(0);
    Value reduced = MultiReductionOp.create(r, loc, m.kind(), row, acc, 1).operation().result(0);
    r.replaceOp(m.operation(), List.of(ExtractOp.create(r, loc, reduced, 0).operation().result(0)));
    return true;
  }

  /** A transpose putting the reduced dimensions after (inner-reduction) or before the parallel ones, each group in order. */
  private boolean moveReducedDims(MultiReductionOp m, PatternRewriter r) {
    if (Maskable.isMasked(m.operation())) return false;
    boolean[] reduced = m.reductionMask();
    List<Long> parallel = new ArrayList<>(), reductions = new ArrayList<>();
    for (int d = 0; d < reduced.length; d++) (reduced[d] ? reductions : parallel).add((long) d);
    if (parallel.isEmpty()) return false;
    List<Long> order = new ArrayList<>(innerReduction ? parallel : reductions);
    order.addAll(innerReduction ? reductions : parallel);
    boolean already = true;
    for (int i = 0; i < order.size(); i++) already &= order.get(i) == i;
    if (already) return false;
    long[] permutation = order.stream().mapToLong(Long::longValue).toArray();
    long[] dims = new long[reductions.size()];
    for (int i = 0; i < dims.length; i++) dims[i] = innerReduction ? reduced.length - dims.length + i : i;
    Location loc = m.location();
    r.setInsertionPointBefore(m.operation());
    Value transposed = TransposeOp.create(r, loc, m.source(), permutation).operation().result(0);
    MultiReductionOp moved = MultiReductionOp.create(r, loc, m.kind(), transposed, m.acc(), dims);
    r.replaceOp(m.operation(), List.of(moved.operation().result(0)));
    return true;
  }

  /** Parallel dimensions, then reduced ones (or the reverse), each group shape-cast into one dimension. */
  private boolean flatten(MultiReductionOp m, PatternRewriter r) {
    VectorType source = m.sourceType();
    if (source.rank() < 2 || Maskable.isMasked(m.operation()) || source.scalable().stream().filter(b -> b).count() > 1) return false;
    boolean[] reduced = m.reductionMask();
    if (source.rank() == 2 && reduced[0] != reduced[1]) return false;
    List<Long> parallelShape = new ArrayList<>();
    List<Boolean> parallelScalable = new ArrayList<>();
    long parallelSize = 1, reducedSize = 1;
    boolean reducedScalable = false;
    int parallelCount = 0, reducedCount = 0;
    for (int d = 0; d < reduced.length; d++) {
      long size = source.shape().get(d);
      if (reduced[d]) {
        if (!innerReduction && parallelCount > 0) return false;
        reducedSize *= size;
        reducedScalable |= source.scalable().get(d);
        reducedCount++;
      } else {
        if (innerReduction && reducedCount > 0) return false;
        parallelShape.add(size);
        parallelScalable.add(source.scalable().get(d));
        parallelSize *= size;
        parallelCount++;
      }
    }
    boolean parallelIsScalable = parallelScalable.contains(true);
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    List<Boolean> mask = new ArrayList<>();
    if (parallelCount > 0) {
      shape.add(parallelSize);
      scalable.add(parallelIsScalable);
      mask.add(false);
    }
    if (reducedCount > 0) {
      shape.add(reducedSize);
      scalable.add(reducedScalable);
      mask.add(true);
    }
    if (!innerReduction && shape.size() == 2) {
      java.util.Collections.reverse(shape);
      java.util.Collections.reverse(scalable);
      java.util.Collections.reverse(mask);
    }
    Location loc = m.location();
    r.setInsertionPointBefore(m.operation());
    Type element = source.elementType();
    Value cast = ShapeCastOp.create(r, loc, m.source(), new VectorType(shape, element, scalable)).operation().result(0);
    Value acc = m.acc();
    if (parallelCount > 0) {
      acc = ShapeCastOp.create(r, loc, acc, new VectorType(List.of(parallelSize), element, List.of(parallelIsScalable))).operation().result(0);
    }
    long[] dims = reducedCount > 0 ? new long[] {mask.indexOf(true)} : new long[0];
    Value flat = MultiReductionOp.create(r, loc, m.kind(), cast, acc, dims).operation().result(0);
    if (parallelCount > 0) flat = ShapeCastOp.create(r, loc, flat, new VectorType(parallelShape, element, parallelScalable)).operation().result(0);
    r.replaceOp(m.operation(), List.of(flat));
    return true;
  }

  /** {@code [reduced, parallel]}: the accumulator combined with each row in turn, elementwise. */
  private static boolean rowsToElementwise(MultiReductionOp m, PatternRewriter r) {
    if (!isTwoDim(m, true)) return false;
    VectorType source = m.sourceType();
    Location loc = m.location();
    r.setInsertionPointBefore(m.operation());
    Value result = m.acc();
    for (long i = 0; i < source.shape().get(0); i++) {
      Value row = ExtractOp.create(r, loc, m.source(), i).operation().result(0);
      result = ArithReduction.of(r, loc, m.kind(), row, result, null);
    }
    r.replaceOp(m.operation(), List.of(result));
    return true;
  }

  /** {@code [parallel, reduced]}: one {@code vector.reduction} per row, from its accumulator, inserted into a zero vector. */
  private static boolean rowsToReductions(MultiReductionOp m, PatternRewriter r) {
    if (!isTwoDim(m, false)) return false;
    VectorType source = m.sourceType();
    Location loc = m.location();
    r.setInsertionPointBefore(m.operation());
    VectorType dest = (VectorType) m.acc().type();
    Value result = ConstantOp.create(r, loc, new DenseElementsAttr(dest, List.of(zero(dest.elementType()))), dest).result();
    for (long i = 0; i < source.shape().get(0); i++) {
      Value row = ExtractOp.create(r, loc, m.source(), i).operation().result(0);
      Value acc = ExtractOp.create(r, loc, m.acc(), i).operation().result(0);
      Value one = ReductionOp.create(r, loc, m.kind(), row, acc).operation().result(0);
      result = InsertOp.create(r, loc, one, result, i).operation().result(0);
    }
    r.replaceOp(m.operation(), List.of(result));
    return true;
  }

  /** An unmasked 2-D reduction of dimension 0 only ({@code reducedFirst}) or of dimension 1 only. */
  private static boolean isTwoDim(MultiReductionOp m, boolean reducedFirst) {
    boolean[] reduced = m.reductionMask();
    return reduced.length == 2 && reduced[0] == reducedFirst && reduced[1] != reducedFirst && !Maskable.isMasked(m.operation());
  }

  private static dev.loomlir.ir.Attribute zero(Type element) {
    return element instanceof FloatType f ? new FloatAttr(0.0, f) : IntegerAttr.of(0, element);
  }
}
