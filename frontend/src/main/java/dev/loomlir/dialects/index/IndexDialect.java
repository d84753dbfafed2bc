package dev.loomlir.dialects.index;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `index` dialect. */
public final class IndexDialect implements Dialect {
  @Override public String namespace() { return "index"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
