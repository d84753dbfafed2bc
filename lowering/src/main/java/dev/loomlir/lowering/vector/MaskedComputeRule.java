package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.vector.CombiningKind;
import dev.loomlir.dialects.vector.ContractionOp;
import dev.loomlir.dialects.vector.MaskOp;
import dev.loomlir.dialects.vector.MultiReductionOp;
import dev.loomlir.dialects.vector.OuterProductOp;
import dev.loomlir.dialects.vector.ReductionOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.mask} around a compute op, as upstream lowers it. In a reduction or multi_reduction
 * a masked-off lane takes no part (LLVM's vp reductions; select of the accumulator), so each is
 * replaced by the kind's identity (-0.0 for float add, NaN for minnumf/maxnumf, ...) and the op
 * reduces as unmasked. An outer product with an accumulator keeps the accumulator's lane where the
 * mask is off (without one, upstream ignores the mask). A contraction's mask covers its iteration
 * space: a point whose bit is clear adds nothing. The ops without a lane rule keep their mask
 * region.
 */
final class MaskedComputeRule {
  private MaskedComputeRule() {}

  /** Whether this rule computes {@code op}: a {@code vector.mask} whose masked op has a lane rule. */
  static boolean applies(Operation op) {
    return MaskOp.match(op) instanceof MaskOp m && m.maskedOp() instanceof Operation inner
        && LaneRules.STANDARD.ruleFor(inner) != null;
  }

  static List<List<Value>> apply(Operation op, Lanes l) {
    MaskOp mask = MaskOp.match(op);
    Operation inner = mask.maskedOp();
    List<Value> bits = l.of(mask.mask());
    if (ReductionOp.match(inner) instanceof ReductionOp r) {
      List<Value> lanes = masked(l, bits, l.of(r.vector()), r.kind());
      return List.of(List.of(ComputeRules.reduction(r, lanes, l)));
    }
    if (MultiReductionOp.match(inner) instanceof MultiReductionOp m) {
      List<Value> lanes = masked(l, bits, l.of(m.source()), m.kind());
      return List.of(ComputeRules.multiReduction(m, lanes, l));
    }
    if (OuterProductOp.match(inner) instanceof OuterProductOp o) {
      List<Value> lanes = ComputeRules.outerProduct(o, l);
      if (o.acc() == null) return List.of(lanes);
      List<Value> acc = l.of(o.acc()), out = new ArrayList<>(lanes.size());
      for (int k = 0; k < lanes.size(); k++) {
        out.add(SelectOp.create(l.builder(), l.location(), bits.get(k), lanes.get(k), acc.get(k)).result());
      }
      return List.of(out);
    }
    if (ContractionOp.match(inner) instanceof ContractionOp c) return List.of(ComputeRules.contraction(c, bits, l));
    throw new DiagnosticException(op.location(), "'vector.mask' op around '" + inner.name()
        + "' is not supported by the JVM code generator");
  }

  private static List<Value> masked(Lanes l, List<Value> bits, List<Value> lanes, CombiningKind kind) {
    if (lanes.isEmpty()) return lanes;
    Type element = lanes.get(0).type();
    Value identity = l.constant(identity(kind, element), element);
    List<Value> out = new ArrayList<>(lanes.size());
    for (int k = 0; k < lanes.size(); k++) {
      out.add(SelectOp.create(l.builder(), l.location(), bits.get(k), lanes.get(k), identity).result());
    }
    return out;
  }

  /** The value {@code kind} combines any element with into that element. */
  private static Attribute identity(CombiningKind kind, Type element) {
    if (element instanceof FloatType f) {
      double value = switch (kind) {
        case ADD -> -0.0;
        case MUL -> 1.0;
        case MINNUMF, MAXNUMF -> Double.NaN;
        case MINIMUMF -> Double.POSITIVE_INFINITY;
        case MAXIMUMF -> Double.NEGATIVE_INFINITY;
        default -> throw new IllegalStateException(kind + " on floats");
      };
      return new FloatAttr(value, f);
    }
    int width = element instanceof IntegerType i ? i.width() : 64;
    BigInteger ones = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger signMin = BigInteger.ONE.shiftLeft(width - 1).negate();
    BigInteger value = switch (kind) {
      case ADD, OR, XOR, MAXUI -> BigInteger.ZERO;
      case MUL -> BigInteger.ONE;
      case AND, MINUI -> ones;
      case MINSI -> signMin.negate().subtract(BigInteger.ONE);
      case MAXSI -> signMin;
      default -> throw new IllegalStateException(kind + " on integers");
    };
    return IntegerAttr.of(value.longValue(), element);
  }
}
