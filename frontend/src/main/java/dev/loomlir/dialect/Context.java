package dev.loomlir.dialect;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The registry of dialects and op definitions for one compilation, plus the global options that
 * affect parsing (such as allowing unregistered dialects). Not for sharing between threads: it
 * builds op definitions as they are first looked up.
 */
public final class Context implements OpRegistry {
  private final Map<String, Dialect> dialects = new LinkedHashMap<>();
  /** The dialects whose op definitions are not all in {@link #ops} yet (see {@link #op}). */
  private final Map<String, Dialect> unloaded = new LinkedHashMap<>();
  private final Map<String, OpDef> ops = new java.util.HashMap<>();
  private boolean allowUnregisteredDialects;

  /**
   * Registers {@code d}; each of its op definitions is built when it is first looked up
   * ({@link Dialect#op}), so a start-up that parses a few ops does not initialize all ~300 op
   * classes, nor all fifty of arith's.
   */
  public Context register(Dialect d) {
    dialects.put(d.namespace(), d);
    unloaded.put(d.namespace(), d);
    return this;
  }

  public Dialect dialect(String namespace) { return dialects.get(namespace); }

  public Collection<Dialect> dialects() { return dialects.values(); }

  /** The op named {@code name} (with its dialect's prefix: every op has one), or null. */
  @Override public OpDef op(String name) {
    OpDef def = ops.get(name);
    if (def != null || unloaded.isEmpty()) return def;
    int dot = name.indexOf('.');
    Dialect owner = dot < 0 ? null : unloaded.get(name.substring(0, dot));
    if (owner == null) return null;
    def = owner.op(name);
    if (def != null) ops.put(name, def);
    return def;
  }

  /** Every op definition of every registered dialect. */
  public Collection<OpDef> ops() {
    loadAll();
    return ops.values();
  }

  private void loadAll() {
    for (Dialect d : unloaded.values()) load(d);
    unloaded.clear();
  }

  private void load(Dialect d) {
    for (OpDef op : d.ops()) ops.put(op.name(), op);
  }

  @Override public boolean allowUnregisteredDialects() { return allowUnregisteredDialects; }

  public Context setAllowUnregisteredDialects(boolean allow) {
    this.allowUnregisteredDialects = allow;
    return this;
  }
}
