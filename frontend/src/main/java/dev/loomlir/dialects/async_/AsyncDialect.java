package dev.loomlir.dialects.async_;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `async` dialect. */
public final class AsyncDialect implements Dialect {
  @Override public String namespace() { return "async"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
