package dev.loomlir.dialects.memref;

import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * An offsets, sizes or strides list as MLIR stores it (upstream's mixed {@code OpFoldResult}
 * lists): a static value per entry in {@code statics}, {@link ShapedType#DYNAMIC} where the next
 * of {@code values} stands.
 */
public record MixedIndices(long[] statics, List<Value> values) {
  public MixedIndices {
    values = List.copyOf(values);
  }

  /** All static: no SSA values. */
  public static MixedIndices ofStatic(long... statics) { return new MixedIndices(statics, List.of()); }
}
