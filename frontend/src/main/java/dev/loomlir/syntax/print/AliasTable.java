package dev.loomlir.syntax.print;

import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.StringAttr;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code #map}/{@code #set}/{@code #loc} aliases of one print, as MLIR makes them: symbols are recorded in
 * the order the printer first meets them (a location before the locations nested in it), then
 * stable-sorted by nesting depth and alias prefix, and numbered per prefix ({@code #map},
 * {@code #map1}, ...). Locations only ever met as op locations are "deferrable" and defined after
 * the top-level op; all others are defined before it.
 *
 * <p>Locations are told apart with {@code instanceof}, not pattern switches, which cost an
 * unarchived {@code invokedynamic} (about 1 ms) on every run (issue 18).
 */
final class AliasTable {
  private static final String MAP_PREFIX = "map";
  private static final String SET_PREFIX = "set";
  private static final String LOC_PREFIX = "loc";

  private static final class Entry {
    final Object symbol;
    final String prefix;
    final List<Entry> children = new ArrayList<>(0);
    boolean deferrable;
    int depth;
    String name;

    Entry(Object symbol, String prefix, boolean deferrable) {
      this.symbol = symbol;
      this.prefix = prefix;
      this.deferrable = deferrable;
    }
  }

  private final Map<Object, Entry> bySymbol = new HashMap<>();
  private final List<Entry> inVisitOrder = new ArrayList<>();
  private List<Entry> sorted = List.of();

  void visitAffineMap(AffineMapAttr map) {
    Entry e = bySymbol.get(map);
    if (e == null) record(new Entry(map, MAP_PREFIX, false));
  }

  void visitIntegerSet(IntegerSetAttr set) {
    Entry e = bySymbol.get(set);
    if (e == null) record(new Entry(set, SET_PREFIX, false));
  }

  /** Records a location and the locations nested in it. */
  void visitLocation(Location loc, boolean canBeDeferred) { visitLocationEntry(loc, canBeDeferred); }

  private Entry visitLocationEntry(Location loc, boolean canBeDeferred) {
    Entry e = bySymbol.get(loc);
    if (e != null) {
      if (!canBeDeferred) markNonDeferrable(e);
      return e;
    }
    e = record(new Entry(loc, LOC_PREFIX, canBeDeferred));
    int maxChildDepth = -1;
    for (Location child : nestedLocations(loc)) {
      Entry c = visitLocationEntry(child, canBeDeferred);
      e.children.add(c);
      maxChildDepth = Math.max(maxChildDepth, c.depth);
    }
    e.depth = maxChildDepth + 1;
    return e;
  }

  private Entry record(Entry e) {
    bySymbol.put(e.symbol, e);
    inVisitOrder.add(e);
    return e;
  }

  private static void markNonDeferrable(Entry e) {
    if (!e.deferrable) return;
    e.deferrable = false;
    for (Entry c : e.children) markNonDeferrable(c);
  }

  /** The locations printed inside {@code loc} (a name's unknown child is not printed). */
  private static List<Location> nestedLocations(Location loc) {
    if (loc instanceof Location.Name n) {
      return n.child() == null || n.child() instanceof Location.Unknown ? List.of() : List.of(n.child());
    }
    if (loc instanceof Location.CallSite c) return List.of(c.callee(), c.caller());
    if (loc instanceof Location.Fused f) return f.locations();
    return List.of();
  }

  /** Names the visited symbols; call once, after the collecting pass. */
  void assignNames() {
    sorted = new ArrayList<>(inVisitOrder);
    // A class, not Comparator.comparingInt(...).thenComparing(...): the lambdas those make inside
    // java.util.Comparator are not in the AOT cache, and each costs a run ~1 ms to spin
    // (docs/performance-notes.md, "Start-up, lazily").
    sorted.sort(new Comparator<Entry>() {
      @Override public int compare(Entry a, Entry b) {
        int byDepth = Integer.compare(a.depth, b.depth);
        return byDepth != 0 ? byDepth : a.prefix.compareTo(b.prefix);
      }
    });
    Map<String, Integer> counts = new HashMap<>();
    for (Entry e : sorted) {
      int n = counts.merge(e.prefix, 1, Integer::sum) - 1;
      e.name = "#" + e.prefix + (n == 0 ? "" : Integer.toString(n));
    }
  }

  /** The alias ({@code #map1}) of a symbol, or null when it has none. */
  String aliasOf(Object symbol) {
    Entry e = bySymbol.get(symbol);
    return e == null ? null : e.name;
  }

  /**
   * The text inside {@code loc(...)}; nested locations print as their aliases when they have
   * one ({@code "name"(#loc1)}).
   */
  void appendLocationBody(StringBuilder out, Location loc, boolean topLevel) {
    if (!topLevel) {
      String alias = aliasOf(loc);
      if (alias != null) {
        out.append(alias);
        return;
      }
    }
    if (loc instanceof Location.Unknown) {
      out.append("unknown");
    } else if (loc instanceof Location.FileLineCol f) {
      out.append(StringAttr.quote(f.file())).append(':').append(f.line()).append(':').append(f.column());
    } else if (loc instanceof Location.Name n) {
      out.append(StringAttr.quote(n.name()));
      if (n.child() != null && !(n.child() instanceof Location.Unknown)) {
        out.append('(');
        appendLocationBody(out, n.child(), false);
        out.append(')');
      }
    } else if (loc instanceof Location.CallSite c) {
      out.append("callsite(");
      appendLocationBody(out, c.callee(), false);
      out.append(" at ");
      appendLocationBody(out, c.caller(), false);
      out.append(')');
    } else if (loc instanceof Location.Fused f) {
      out.append("fused");
      if (f.metadata() != null) out.append('<').append(f.metadata()).append('>');
      out.append('[');
      for (int i = 0; i < f.locations().size(); i++) {
        if (i > 0) out.append(", ");
        appendLocationBody(out, f.locations().get(i), false);
      }
      out.append(']');
    } else {
      throw new AssertionError("unknown location kind " + loc);
    }
  }

  /** The definitions printed before the top-level op. */
  void appendLeadingDefinitions(StringBuilder out) { appendDefinitions(out, false); }

  /** The definitions printed after the top-level op (op locations). */
  void appendTrailingDefinitions(StringBuilder out) { appendDefinitions(out, true); }

  private void appendDefinitions(StringBuilder out, boolean deferrable) {
    for (Entry e : sorted) {
      if (e.deferrable != deferrable) continue;
      out.append(e.name).append(" = ");
      if (e.symbol instanceof Location loc) {
        out.append("loc(");
        appendLocationBody(out, loc, true);
        out.append(')');
      } else {
        out.append(e.symbol);
      }
      out.append('\n');
    }
  }
}
