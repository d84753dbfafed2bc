package dev.loomlir.dialects.builtin;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `builtin` dialect. */
public final class BuiltinDialect implements Dialect {
  @Override public String namespace() { return "builtin"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
