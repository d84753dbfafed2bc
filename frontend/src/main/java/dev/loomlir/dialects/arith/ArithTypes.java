package dev.loomlir.dialects.arith;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;

/** Type constraints of the arith dialect, with upstream's descriptions. */
public final class ArithTypes {
  private ArithTypes() {}

  /** Signless integers or index, and vectors/tensors of them. */
  public static final TypeConstraint INT_OR_INDEX_LIKE = Types.SIGNLESS_INTEGER_LIKE;

  public static final TypeConstraint FLOAT_LIKE = Types.FLOAT_LIKE;

  public static final TypeConstraint BOOL_LIKE = Types.BOOL_LIKE;

  /** Casts between integers exclude index. */
  public static final TypeConstraint FIXED_WIDTH_INT_LIKE =
      Types.like("signless-fixed-width-integer-like", ArithTypes::isSignlessInteger);

  /** index_cast also converts memrefs of integers and indices. */
  public static final TypeConstraint INDEX_CASTABLE = TypeConstraint.of(
      "signless-integer-like or memref of signless-integer",
      t -> Types.SIGNLESS_INTEGER_LIKE.matches(t)
          || (t instanceof MemRefType m && (isSignlessInteger(m.elementType()) || m.elementType().isIndex())));

  /** bitcast also converts memrefs of integers and floats. */
  public static final TypeConstraint BITCASTABLE = TypeConstraint.of(
      "signless-integer-or-float-like or memref of signless-integer or float",
      t -> Types.like("", e -> isSignlessInteger(e) || e.isFloat()).matches(t)
          || (t instanceof MemRefType m && (isSignlessInteger(m.elementType()) || m.elementType().isFloat())));

  static boolean isSignlessInteger(Type t) {
    return t instanceof IntegerType i && i.isSignless();
  }
}
