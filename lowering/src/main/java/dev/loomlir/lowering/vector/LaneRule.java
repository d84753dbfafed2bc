package dev.loomlir.lowering.vector;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * How one kind of op is computed lane by lane: given the lanes of its vector operands (through
 * {@link Lanes}), it builds scalar ops and returns, for each result, its lanes (a scalar result
 * is one lane). The op itself is erased afterwards.
 */
@FunctionalInterface
interface LaneRule {
  List<List<Value>> apply(Operation op, Lanes lanes);
}
