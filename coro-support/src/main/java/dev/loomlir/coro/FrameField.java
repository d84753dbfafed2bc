package dev.loomlir.coro;

import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.BitSet;
import java.util.List;

/**
 * One field of a coroutine frame: a slot that carries SSA values across suspensions.
 *
 * @param index  position in the frame (0-based, dense)
 * @param name   a Java-identifier name derived from the first value's MLIR name
 *               ({@code %arg0} → {@code arg0}, {@code %10#1} → {@code v10_1}); unique in the frame
 * @param type   the MLIR type of every value in the field
 * @param values the values the field holds, in definition order; more than one only when the
 *               layout shares fields, and then no two of them are live across the same suspension
 * @param states the resume states (1-based) whose suspension carries one of the values
 */
public record FrameField(int index, String name, Type type, List<Value> values, BitSet states) {
  public FrameField {
    values = List.copyOf(values);
    states = (BitSet) states.clone();
  }

  @Override public BitSet states() { return (BitSet) states.clone(); }

  /** True when the field carries a value across the suspension of {@code state}. */
  public boolean liveAcross(int state) { return states.get(state); }
}
