package dev.loomlir.dialects.memref;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.syntax.format.CustomDirectives;
import java.util.ArrayList;
import java.util.List;

/** The `memref` dialect: buffers, their views, and loads and stores. */
public final class MemRefDialect implements Dialect {
  static {
    registerDirectives();
  }

  /** The {@code custom<...>} directives of memref formats; idempotent. */
  public static void registerDirectives() {
    CustomDirectives.register(DynamicIndexListDirective.NAME, new DynamicIndexListDirective());
    CustomDirectives.register(GlobalTypeAndInitialValueDirective.NAME, new GlobalTypeAndInitialValueDirective());
  }

  private static final List<OpDef> OPS = buildOps();

  private static List<OpDef> buildOps() {
    List<OpDef> ops = new ArrayList<>(MemRefOps.all());
    ops.addAll(MemRefViewOps.all());
    ops.addAll(MemRefGlobalOps.all());
    return List.copyOf(ops);
  }

  @Override public String namespace() { return "memref"; }

  @Override public List<OpDef> ops() { return OPS; }
}
