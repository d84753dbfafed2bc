package dev.loomlir.coro;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dense numbers for the values defined at the top level of a function body (block arguments
 * and results of the body's own ops), in definition order: block by block, arguments first.
 * Only these can be live across a block boundary, so live-across sets are bit sets over them.
 */
final class ValueIndex {
  private final List<Value> values = new ArrayList<>();
  private final Map<Value, Integer> numbers = new HashMap<>(); // Value has identity equality

  ValueIndex(Region body) {
    for (Block block : body.blocks()) {
      for (Value arg : block.arguments()) add(arg);
      for (Operation op = block.first(); op != null; op = op.next()) {
        for (Value result : op.results()) add(result);
      }
    }
  }

  private void add(Value v) {
    numbers.put(v, values.size());
    values.add(v);
  }

  int size() { return values.size(); }

  /** The number of {@code v}, or -1 for a value defined inside a nested region. */
  int numberOf(Value v) {
    Integer n = numbers.get(v);
    return n == null ? -1 : n;
  }

  Value value(int number) { return values.get(number); }

  /** The numbers of {@code vs}, leaving out values not numbered here (none cross a block boundary). */
  BitSet bitsOf(Collection<? extends Value> vs) {
    BitSet bits = new BitSet(values.size());
    for (Value v : vs) {
      int n = numberOf(v);
      if (n >= 0) bits.set(n);
    }
    return bits;
  }

  /** The values of {@code bits}, in definition order. */
  List<Value> valuesOf(BitSet bits) {
    List<Value> out = new ArrayList<>(bits.cardinality());
    for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) out.add(values.get(i));
    return List.copyOf(out);
  }
}
