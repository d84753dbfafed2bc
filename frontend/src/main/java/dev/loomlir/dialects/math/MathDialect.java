package dev.loomlir.dialects.math;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialect.OpDef;
import java.util.List;

/** The `math` dialect. */
public final class MathDialect implements Dialect {
  @Override public String namespace() { return "math"; }

  @Override public List<OpDef> ops() { return List.of(); }
}
