package dev.loomlir.dialects.func;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `func` dialect. */
public final class FuncDialect implements Dialect {
  @Override public String namespace() { return "func"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
