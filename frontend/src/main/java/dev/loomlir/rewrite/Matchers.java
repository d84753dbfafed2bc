package dev.loomlir.rewrite;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** Matching values against common shapes (upstream's {@code mlir/IR/Matchers.h}). */
public final class Matchers {
  private Matchers() {}

  /** The constant an op defines: the {@code value} attribute of a single-result constant-like op, or null. */
  public static Attribute constantValue(Operation op) {
    if (op == null || !op.isRegistered() || !op.def().has(Trait.CONSTANT_LIKE) || op.numResults() != 1) return null;
    return op.attr("value");
  }

  /** The constant {@code v} is (see {@link #constantValue(Operation)}), or null. */
  public static Attribute constantValue(Value v) { return constantValue(v.definingOp()); }
}
