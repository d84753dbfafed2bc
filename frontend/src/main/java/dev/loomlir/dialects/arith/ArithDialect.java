package dev.loomlir.dialects.arith;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `arith` dialect. */
public final class ArithDialect implements Dialect {
  @Override public String namespace() { return "arith"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
