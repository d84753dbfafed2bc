package dev.loomlir.dialects.vector;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `vector` dialect. */
public final class VectorDialect implements Dialect {
  @Override public String namespace() { return "vector"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
