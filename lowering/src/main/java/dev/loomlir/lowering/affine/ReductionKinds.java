package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.arith.AddFOp;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MaxUIOp;
import dev.loomlir.dialects.arith.MaximumFOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MinUIOp;
import dev.loomlir.dialects.arith.MinimumFOp;
import dev.loomlir.dialects.arith.MulFOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.OrIOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.Map;

/**
 * The reductions of {@code affine.parallel} by kind (upstream's {@code arith::AtomicRMWKind}) and
 * the {@code arith} op combining each: which combiners {@code affine-parallelize} recognises
 * ({@code getSupportedReduction}), and the identity and combiner {@code lower-affine} builds
 * ({@code getIdentityValue}, {@code getReductionOp}).
 */
final class ReductionKinds {
  private ReductionKinds() {}

  private static final Map<OpType<?>, String> KINDS = Map.ofEntries(
      Map.entry(AddFOp.TYPE, "addf"), Map.entry(MulFOp.TYPE, "mulf"), Map.entry(AddIOp.TYPE, "addi"),
      Map.entry(AndIOp.TYPE, "andi"), Map.entry(OrIOp.TYPE, "ori"), Map.entry(MulIOp.TYPE, "muli"),
      Map.entry(MinimumFOp.TYPE, "minimumf"), Map.entry(MaximumFOp.TYPE, "maximumf"), Map.entry(MinSIOp.TYPE, "mins"),
      Map.entry(MaxSIOp.TYPE, "maxs"), Map.entry(MinUIOp.TYPE, "minu"), Map.entry(MaxUIOp.TYPE, "maxu"));

  /** The kind ({@code addf}, {@code maxs}, ...) of a combiner op, or null. */
  static String of(Operation combiner) {
    for (Map.Entry<OpType<?>, String> e : KINDS.entrySet()) if (e.getKey().is(combiner)) return e.getValue();
    return null;
  }

  /**
   * The value a reduction of {@code kind} starts from, as {@code arith.constant} at {@code b}'s
   * insertion point; null for the kinds lower-affine cannot start (upstream: "Reduction operation
   * type not supported").
   */
  static Value identity(OpBuilder b, Location loc, String kind, Type type) {
    Attribute value = switch (kind) {
      case "addf" -> type instanceof FloatType f ? new FloatAttr(0.0, f) : null;
      case "mulf" -> type instanceof FloatType f ? new FloatAttr(1.0, f) : null;
      case "maximumf" -> type instanceof FloatType f ? new FloatAttr(Double.NEGATIVE_INFINITY, f) : null;
      case "minimumf" -> type instanceof FloatType f ? new FloatAttr(Double.POSITIVE_INFINITY, f) : null;
      case "addi", "ori" -> type instanceof IntegerType ? IntegerAttr.of(0, type) : null;
      case "muli" -> type instanceof IntegerType ? IntegerAttr.of(1, type) : null;
      case "andi" -> type instanceof IntegerType ? IntegerAttr.of(-1, type) : null;
      default -> null;
    };
    return value == null ? null : ConstantOp.create(b, loc, value, type).result();
  }

  /** {@code lhs kind rhs} (upstream's {@code getReductionOp}) for the kinds {@link #identity} starts. */
  static Value combine(OpBuilder b, Location loc, String kind, Value lhs, Value rhs) {
    OpType<? extends ArithBinaryOp> type = switch (kind) {
      case "addf" -> AddFOp.TYPE;
      case "mulf" -> MulFOp.TYPE;
      case "maximumf" -> MaximumFOp.TYPE;
      case "minimumf" -> MinimumFOp.TYPE;
      case "addi" -> AddIOp.TYPE;
      case "muli" -> MulIOp.TYPE;
      case "andi" -> AndIOp.TYPE;
      case "ori" -> OrIOp.TYPE;
      default -> throw new IllegalArgumentException("no combiner for " + kind);
    };
    return ArithBinaryOp.build(type, b, loc, lhs, rhs).result();
  }
}
