package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.DelinearizeIndexOp;
import dev.loomlir.dialects.affine.LinearizeIndexOp;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.FloorDivSIOp;
import dev.loomlir.dialects.arith.IntegerOverflowAttr;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.RemSIOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Upstream's {@code affine-expand-index-ops} patterns, which {@code lower-affine} includes:
 * {@code affine.linearize_index} as products of the indices with the basis' suffix products, summed
 * with the most loop-invariant terms first; {@code affine.delinearize_index} as a floor division by
 * the outermost stride and Euclidean remainders divided by the next stride. Flags as mlir-opt-22
 * sets them: products and sums {@code nsw}, stride products also {@code nuw} when the indices are
 * known non-negative (a disjoint linearization, any delinearization).
 */
final class IndexOpExpansion {
  private IndexOpExpansion() {}

  private static void setFlags(Operation op, int flags) { op.setAttr("overflowFlags", new IntegerOverflowAttr(flags)); }

  private static Value mul(PatternRewriter r, Location loc, Value a, Value b, int flags) {
    MulIOp m = ArithBinaryOp.build(MulIOp.TYPE, r, loc, a, b);
    setFlags(m.operation(), flags);
    return m.result();
  }

  private static Value add(PatternRewriter r, Location loc, Value a, Value b, int flags) {
    AddIOp s = ArithBinaryOp.build(AddIOp.TYPE, r, loc, a, b);
    if (flags != 0) setFlags(s.operation(), flags);
    return s.result();
  }

  /**
   * The suffix products of a basis without its outer bound (one per element, outermost first);
   * {@code dynamic} may hold more values than the basis' dynamic entries, the first ones unused.
   */
  private static List<Value> strides(PatternRewriter r, Location loc, List<Value> dynamic, long[] basis, boolean nonNegative) {
    List<Value> result = new ArrayList<>();
    int dynamicIndex = dynamic.size();
    Value dynamicPart = null;
    long staticPart = 1;
    int flags = IntegerOverflowAttr.NSW | (nonNegative ? IntegerOverflowAttr.NUW : 0);
    AffineExpansion constants = new AffineExpansion(r, loc, null);
    for (int i = basis.length - 1; i >= 0; i--) {
      if (basis[i] == ShapedType.DYNAMIC) {
        Value next = dynamic.get(--dynamicIndex);
        dynamicPart = dynamicPart == null ? next : mul(r, loc, dynamicPart, next, flags);
      } else {
        staticPart *= basis[i];
      }
      if (dynamicPart != null && staticPart == 1) {
        result.add(dynamicPart);
      } else {
        Value stride = constants.constant(staticPart);
        if (dynamicPart != null) stride = mul(r, loc, dynamicPart, stride, flags);
        result.add(stride);
      }
    }
    Collections.reverse(result);
    return result;
  }

  static boolean lowerLinearize(LinearizeIndexOp op, PatternRewriter r) {
    Location loc = op.location();
    List<Value> multiIndex = op.multiIndex();
    if (multiIndex.isEmpty()) {
      r.replaceOp(op.operation(), List.of(new AffineExpansion(r, loc, null).constant(0)));
      return true;
    }
    long[] basis = op.staticBasis();
    if (multiIndex.size() == basis.length) basis = Arrays.copyOfRange(basis, 1, basis.length);
    List<Value> strides = strides(r, loc, op.dynamicBasis(), basis, op.disjoint());
    record Scaled(Value value, int hoistable) {}
    List<Scaled> scaled = new ArrayList<>();
    List<OpOperand> indexUses = op.operation().operandUses().subList(0, multiIndex.size());
    for (int i = 0; i < strides.size(); i++) {
      Value product = mul(r, loc, multiIndex.get(i), strides.get(i), IntegerOverflowAttr.NSW);
      scaled.add(new Scaled(product, invariantLoops(indexUses.get(i))));
    }
    scaled.add(new Scaled(multiIndex.get(multiIndex.size() - 1), invariantLoops(indexUses.get(multiIndex.size() - 1))));
    // Most loop-invariant first (a stable sort: ties keep the larger stride first).
    scaled.sort(Comparator.comparingInt((Scaled s) -> s.hoistable()).reversed());
    Value sum = scaled.get(0).value();
    for (int i = 1; i < scaled.size(); i++) sum = add(r, loc, sum, scaled.get(i).value(), IntegerOverflowAttr.NSW);
    r.replaceOp(op.operation(), List.of(sum));
    return true;
  }

  /** Upstream's {@code numEnclosingInvariantLoops}: the loops around the user, innermost first, that the operand is defined outside of. */
  private static int invariantLoops(OpOperand use) {
    int count = 0;
    Value v = use.get();
    Region defined = v.parentBlock() == null ? null : v.parentBlock().parentRegion();
    for (Operation loop = use.owner().parentOp(); loop != null; loop = loop.parentOp()) {
      if (!loop.isRegistered() || !loop.def().has(Trait.LOOP_LIKE)) continue;
      if (defined != null && isInside(defined, loop)) break;
      count++;
    }
    return count;
  }

  private static boolean isInside(Region region, Operation op) {
    for (Operation p = region.parentOp(); p != null; p = p.parentOp()) if (p == op) return true;
    return false;
  }

  static boolean lowerDelinearize(DelinearizeIndexOp op, PatternRewriter r) {
    Location loc = op.location();
    Value linear = op.linearIndex();
    int numResults = op.operation().numResults();
    long[] basis = op.staticBasis();
    if (numResults == basis.length) basis = Arrays.copyOfRange(basis, 1, basis.length);
    if (numResults == 1) {
      r.replaceOp(op.operation(), List.of(linear));
      return true;
    }
    List<Value> strides = strides(r, loc, op.dynamicBasis(), basis, true);
    Value zero = new AffineExpansion(r, loc, null).constant(0);
    List<Value> results = new ArrayList<>();
    results.add(ArithBinaryOp.build(FloorDivSIOp.TYPE, r, loc, linear, strides.get(0)).result());
    for (int i = 0; i + 1 < strides.size(); i++) {
      Value modulus = euclideanMod(r, loc, linear, strides.get(i), zero);
      results.add(ArithBinaryOp.build(DivSIOp.TYPE, r, loc, modulus, strides.get(i + 1)).result());
    }
    results.add(euclideanMod(r, loc, linear, strides.get(strides.size() - 1), zero));
    r.replaceOp(op.operation(), results);
    return true;
  }

  private static Value euclideanMod(PatternRewriter r, Location loc, Value v, Value stride, Value zero) {
    Value remainder = ArithBinaryOp.build(RemSIOp.TYPE, r, loc, v, stride).result();
    Value negative = CmpIOp.create(r, loc, CmpIPredicate.SLT, remainder, zero).result();
    Value corrected = add(r, loc, remainder, stride, IntegerOverflowAttr.NSW);
    return SelectOp.create(r, loc, negative, corrected, remainder).result();
  }
}
