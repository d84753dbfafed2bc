package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * A map written over SSA values ({@code %A[%i + 1, symbol(%n)]}), as custom op syntax reads it:
 * the map and the operands standing for its dimensions and its symbols.
 */
public record ParsedAffineMap(AffineMap map, List<UnresolvedOperand> dims, List<UnresolvedOperand> symbols) {
  public ParsedAffineMap {
    dims = List.copyOf(dims);
    symbols = List.copyOf(symbols);
  }

  /** The map's operands: its dimensions, then its symbols. */
  public List<UnresolvedOperand> operands() {
    List<UnresolvedOperand> all = new ArrayList<>(dims);
    all.addAll(symbols);
    return all;
  }
}
