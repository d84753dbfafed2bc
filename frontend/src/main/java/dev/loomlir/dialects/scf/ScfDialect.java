package dev.loomlir.dialects.scf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `scf` dialect. */
public final class ScfDialect implements Dialect {
  @Override public String namespace() { return "scf"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
