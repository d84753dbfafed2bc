package dev.loomlir.dialects.memref;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `memref` dialect. */
public final class MemRefDialect implements Dialect {
  @Override public String namespace() { return "memref"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
