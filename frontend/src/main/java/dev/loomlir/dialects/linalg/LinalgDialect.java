package dev.loomlir.dialects.linalg;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `linalg` dialect. */
public final class LinalgDialect implements Dialect {
  @Override public String namespace() { return "linalg"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
