package dev.loomlir.dialects.arith;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;

/**
 * The {@code loomlir.non_negative} marker: a discardable unit attribute on an
 * {@code arith.index_cast} from {@code i32} promising that the i32 operand is never negative.
 * {@code loomlir-int-loop-versioning} puts it on the cast of an i32 induction variable whose
 * range it has checked; the JVM code generator then indexes arrays with the {@code int} itself.
 * The marker is a promise, not checked: only that pass should write it.
 */
public final class NonNegativeIndex {
  public static final String ATTR = "loomlir.non_negative";

  private NonNegativeIndex() {}

  public static void mark(Operation cast) { cast.setAttr(ATTR, UnitAttr.INSTANCE); }

  /** The non-negative i32 that {@code index} was cast from, or null when it is not such a marked cast. */
  public static Value int32Source(Value index) {
    Operation def = index.definingOp();
    if (!IndexCastOp.is(def) || def.attr(ATTR) == null) return null;
    Value source = def.operand(0);
    return source.type() instanceof IntegerType t && t.width() == 32 ? source : null;
  }
}
