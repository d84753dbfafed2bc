package dev.loomlir.dialects.cf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `cf` dialect. */
public final class CfDialect implements Dialect {
  @Override public String namespace() { return "cf"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
