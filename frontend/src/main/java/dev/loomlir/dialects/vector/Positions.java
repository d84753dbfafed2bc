package dev.loomlir.dialects.vector;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * The mixed static/dynamic positions of {@code vector.extract} and {@code vector.insert}: a dense
 * array with {@link #DYNAMIC} where the next dynamic operand goes ({@code [%i, 2]}).
 */
public final class Positions {
  /** Upstream's {@code ShapedType::kDynamic}. */
  public static final long DYNAMIC = ShapedType.DYNAMIC;
  /** Upstream's poison index: the extracted element, or the whole inserted result, is poison. */
  public static final long POISON = -1;

  private Positions() {}

  public static DenseArrayAttr attr(long... positions) { return DenseArrayAttr.ofLongs(IntegerType.I64, positions); }

  /** Each position: its constant, or null where the op takes it from a dynamic operand. */
  public static Long[] mixed(long[] statics, List<Value> dynamics) {
    Long[] out = new Long[statics.length];
    for (int i = 0; i < statics.length; i++) out[i] = statics[i] == DYNAMIC ? null : statics[i];
    return out;
  }

  /** One dynamic operand per {@link #DYNAMIC} marker, as upstream checks. */
  static void checkDynamicCount(Operation op, long[] statics, int dynamics) {
    int markers = 0;
    for (long p : statics) if (p == DYNAMIC) markers++;
    if (markers != dynamics) {
      throw DiagnosticException.opError(op, "mismatch between dynamic and static positions (kDynamic marker but no "
          + "corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite");
    }
  }
}
