package dev.loomlir.dialect;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The registry of dialects and op definitions for one compilation, plus the global options that
 * affect parsing (such as allowing unregistered dialects).
 */
public final class Context implements OpRegistry {
  private final Map<String, Dialect> dialects = new LinkedHashMap<>();
  private final Map<String, OpDef> ops = new java.util.HashMap<>();
  private boolean allowUnregisteredDialects;

  public Context register(Dialect d) {
    dialects.put(d.namespace(), d);
    for (OpDef op : d.ops()) ops.put(op.name(), op);
    return this;
  }

  public Dialect dialect(String namespace) { return dialects.get(namespace); }

  public Collection<Dialect> dialects() { return dialects.values(); }

  @Override public OpDef op(String name) { return ops.get(name); }

  public Collection<OpDef> ops() { return ops.values(); }

  @Override public boolean allowUnregisteredDialects() { return allowUnregisteredDialects; }

  public Context setAllowUnregisteredDialects(boolean allow) {
    this.allowUnregisteredDialects = allow;
    return this;
  }
}
