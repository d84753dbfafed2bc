package dev.loomlir.dialects.math;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `math` dialect: elementwise mathematical functions on floats and integers. */
public final class MathDialect implements Dialect {
  private static final List<OpDef> OPS = List.copyOf(MathOps.all());

  @Override public String namespace() { return "math"; }

  @Override public List<OpDef> ops() { return OPS; }
}
