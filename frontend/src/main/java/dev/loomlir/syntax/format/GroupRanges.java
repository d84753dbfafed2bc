package dev.loomlir.syntax.format;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.ArrayList;
import java.util.List;

/**
 * The regions or successors of a named region/successor group of an op. A variadic group takes
 * whatever the fixed groups leave (ODS allows at most one variadic region/successor group).
 */
final class GroupRanges {
  private GroupRanges() {}

  static List<Region> regions(OpDef def, Operation op, String name) {
    List<Boolean> variadic = new ArrayList<>();
    int index = -1;
    for (var r : def.regionDefs()) {
      if (r.name().equals(name)) index = variadic.size();
      variadic.add(r.variadic());
    }
    return slice(op.regions(), variadic, index);
  }

  static List<Block> successors(OpDef def, Operation op, String name) {
    List<Boolean> variadic = new ArrayList<>();
    int index = -1;
    for (var s : def.successorDefs()) {
      if (s.name().equals(name)) index = variadic.size();
      variadic.add(s.variadic());
    }
    return slice(op.successors(), variadic, index);
  }

  private static <T> List<T> slice(List<T> all, List<Boolean> variadic, int index) {
    if (index < 0) throw new IllegalArgumentException("no such group");
    int fixed = 0;
    for (boolean v : variadic) if (!v) fixed++;
    int variadicSize = Math.max(0, all.size() - fixed);
    int start = 0;
    for (int i = 0; i < index; i++) start += variadic.get(i) ? variadicSize : 1;
    int size = variadic.get(index) ? variadicSize : 1;
    int from = Math.min(start, all.size());
    return all.subList(from, Math.min(start + size, all.size()));
  }
}
