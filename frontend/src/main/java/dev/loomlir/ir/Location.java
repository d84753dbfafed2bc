package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;

/** Source locations, printed as {@code loc(...)} by {@link #toString()}. */
public sealed interface Location {
  Unknown UNKNOWN = new Unknown();

  /** The text inside {@code loc(...)}. */
  String body();

  default String toLocString() { return "loc(" + body() + ")"; }

  /** The innermost file:line:col this location points at, or null. */
  default FileLineCol fileLineCol() {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (this instanceof FileLineCol f) return f;
    if (this instanceof Name n) return n.child() == null ? null : n.child().fileLineCol();
    if (this instanceof CallSite c) return c.callee().fileLineCol();
    if (this instanceof Fused f) {
      return f.locations().stream().map(Location::fileLineCol).filter(x -> x != null).findFirst().orElse(null);
    }
    if (this instanceof Unknown) return null;
    throw new AssertionError("unknown location kind " + this);
  }

  record Unknown() implements Location {
    @Override public String body() { return "unknown"; }
    @Override public String toString() { return toLocString(); }
  }

  record FileLineCol(String file, int line, int column) implements Location {
    @Override public String body() { return StringAttr.quote(file) + ":" + line + ":" + column; }
    @Override public String toString() { return toLocString(); }
  }

  record Name(String name, Location child) implements Location {
    @Override public String body() {
      return StringAttr.quote(name) + (child == null ? "" : "(" + child.body() + ")");
    }
    @Override public String toString() { return toLocString(); }
  }

  record CallSite(Location callee, Location caller) implements Location {
    @Override public String body() { return "callsite(" + callee.body() + " at " + caller.body() + ")"; }
    @Override public String toString() { return toLocString(); }
  }

  record Fused(List<Location> locations, Attribute metadata) implements Location {
    public Fused { locations = List.copyOf(locations); }
    @Override public String body() {
      return "fused" + (metadata == null ? "" : "<" + metadata + ">")
          + locations.stream().map(Location::body).collect(Collectors.joining(", ", "[", "]"));
    }
    @Override public String toString() { return toLocString(); }
  }
}
