package dev.loomlir.lowering.vector;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** What a {@link LaneRule} works with: the lanes of values, and a builder positioned before the op being replaced. */
interface Lanes {
  /** The elements of vector {@code v}, row-major; a scalar is its own single lane. */
  List<Value> of(Value v);

  OpBuilder builder();

  Location location();

  /** An {@code arith.constant} of {@code value} (one per function and value, at its start). */
  Value constant(Attribute value, Type type);

  default Value index(long value) { return constant(IntegerAttr.index(value), IndexType.INSTANCE); }
}
