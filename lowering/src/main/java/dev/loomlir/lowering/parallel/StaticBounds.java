package dev.loomlir.lowering.parallel;

import dev.loomlir.dialects.arith.Ints;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.fold.Folders;
import java.util.List;

/**
 * The loop bounds of an {@code scf.parallel} known at compile time (null where not constant):
 * trip counts, lower bounds, upper bounds and steps per dimension.
 */
record StaticBounds(Long[] tripCounts, Long[] lowerBounds, Long[] upperBounds, Long[] steps) {
  static StaticBounds of(List<Value> tripCounts, List<Value> lowerBounds, List<Value> upperBounds, List<Value> steps) {
    return new StaticBounds(constants(tripCounts), constants(lowerBounds), constants(upperBounds), constants(steps));
  }

  private static Long[] constants(List<Value> values) {
    Long[] known = new Long[values.size()];
    for (int i = 0; i < known.length; i++) known[i] = Ints.value(Folders.constantValue(values.get(i)));
    return known;
  }
}
