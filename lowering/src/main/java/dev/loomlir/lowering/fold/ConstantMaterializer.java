package dev.loomlir.lowering.fold;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.index.BoolConstantOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.rewrite.OpBuilder;
import java.util.Set;

/**
 * Creates the constant op for a folded value, as the folded op's dialect would
 * ({@code Dialect::materializeConstant}): {@code index.constant} and {@code index.bool.constant}
 * for the index dialect, {@code arith.constant} for arith, math, memref, affine and vector (whose
 * folds also make dense vector constants).
 */
public final class ConstantMaterializer {
  private ConstantMaterializer() {}

  /** Dialects whose folded values become {@code arith.constant}s. */
  private static final Set<String> MATERIALIZED_AS_ARITH = Set.of("arith", "math", "memref", "affine", "vector");

  /** The constant op, inserted at {@code builder}'s insertion point, or null when the dialect cannot materialize it. */
  public static Operation materialize(OpBuilder builder, String dialect, Attribute value, Type type, Location loc) {
    if (dialect.equals("index")) {
      if (value instanceof IntegerAttr i && type instanceof IndexType) {
        return dev.loomlir.dialects.index.ConstantOp.create(builder, loc, i).operation();
      }
      if (value instanceof IntegerAttr i && type.isSignlessInteger(1)) return BoolConstantOp.create(builder, loc, i).operation();
      return null;
    }
    if (!MATERIALIZED_AS_ARITH.contains(dialect)) return null;
    boolean typed = (value instanceof IntegerAttr i && i.type().equals(type)) || (value instanceof FloatAttr f && f.type().equals(type))
        || (value instanceof DenseElementsAttr d && d.type().equals(type));
    return typed ? ConstantOp.create(builder, loc, value, type).operation() : null;
  }
}
