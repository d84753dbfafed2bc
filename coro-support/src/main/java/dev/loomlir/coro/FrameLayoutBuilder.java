package dev.loomlir.coro;

import dev.loomlir.ir.Value;
import dev.loomlir.syntax.print.PrintedNames;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Assigns frame fields to the values that cross suspensions. A value gets the states whose
 * suspension carries it; with sharing, it joins the first earlier field of the same type whose
 * values are never carried by the same suspension (first-fit colouring of the interference
 * "live across a common suspension"), otherwise it gets a new field.
 */
final class FrameLayoutBuilder {
  private final ValueIndex values;
  private final LayoutOptions options;
  private final PrintedNames names;

  FrameLayoutBuilder(ValueIndex values, LayoutOptions options, PrintedNames names) {
    this.values = values;
    this.options = options;
    this.names = names;
  }

  /** {@code carriedBy[v]}: the states (1-based bits) whose suspension carries value number v. */
  FrameLayout build(BitSet[] carriedBy) {
    List<Slot> slots = new ArrayList<>();
    for (int v = 0; v < values.size(); v++) {
      BitSet states = carriedBy[v];
      if (states == null || states.isEmpty()) continue;
      Value value = values.value(v);
      Slot slot = options.shareFields() ? firstFit(slots, value, states) : null;
      if (slot == null) {
        slot = new Slot();
        slots.add(slot);
      }
      slot.values.add(value);
      slot.states.or(states);
    }
    Set<String> usedNames = new HashSet<>();
    List<FrameField> fields = new ArrayList<>(slots.size());
    for (Slot s : slots) {
      String name = uniqueName(javaName(names.value(s.values.get(0))), usedNames);
      fields.add(new FrameField(fields.size(), name, s.values.get(0).type(), s.values, s.states));
    }
    return new FrameLayout(fields);
  }

  private static Slot firstFit(List<Slot> slots, Value value, BitSet states) {
    for (Slot s : slots) {
      if (s.values.get(0).type().equals(value.type()) && !s.states.intersects(states)) return s;
    }
    return null;
  }

  /** {@code %arg0} → {@code arg0}, {@code %10#1} → {@code v10_1}, {@code %c1_i64} → {@code c1_i64}. */
  static String javaName(String mlirName) {
    String s = mlirName.startsWith("%") ? mlirName.substring(1) : mlirName;
    StringBuilder out = new StringBuilder(s.length() + 1);
    if (s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0))) out.append('v');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      out.append(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_');
    }
    return out.toString();
  }

  private static String uniqueName(String base, Set<String> used) {
    String name = base;
    for (int n = 1; !used.add(name); n++) name = base + "_" + n;
    return name;
  }

  private static final class Slot {
    final List<Value> values = new ArrayList<>();
    final BitSet states = new BitSet();
  }
}
