package dev.loomlir.ir;

import java.util.function.Predicate;

/** The common type constraints (ODS's {@code AnyInteger}, {@code SignlessIntegerLike}, ...) with upstream's descriptions. */
public final class Types {
  private Types() {}

  public static final TypeConstraint ANY = TypeConstraint.ANY;
  public static final TypeConstraint INDEX = TypeConstraint.exactly(IndexType.INSTANCE);
  public static final TypeConstraint I1 = TypeConstraint.exactly(IntegerType.I1);
  public static final TypeConstraint I32 = TypeConstraint.exactly(IntegerType.I32);
  public static final TypeConstraint I64 = TypeConstraint.exactly(IntegerType.I64);
  public static final TypeConstraint F32 = TypeConstraint.exactly(FloatType.F32);
  public static final TypeConstraint F64 = TypeConstraint.exactly(FloatType.F64);

  public static final TypeConstraint ANY_INTEGER = TypeConstraint.of("integer", Type::isInteger);
  public static final TypeConstraint SIGNLESS_INTEGER =
      TypeConstraint.of("signless integer", t -> t instanceof IntegerType i && i.isSignless());
  public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX =
      TypeConstraint.of("signless integer or index", Type::isSignlessIntOrIndex);
  public static final TypeConstraint FLOAT = TypeConstraint.of("floating-point", Type::isFloat);
  public static final TypeConstraint INT_OR_FLOAT =
      TypeConstraint.of("integer or floating-point", t -> t.isInteger() || t.isFloat());
  public static final TypeConstraint FUNCTION = TypeConstraint.of("function type", t -> t instanceof FunctionType);

  /** Scalars of {@code element}, or vectors/tensors of them (ODS's {@code ...Like} constraints). */
  public static TypeConstraint like(String description, Predicate<Type> element) {
    return TypeConstraint.of(description, t -> element.test(t)
        || (t instanceof VectorType v && element.test(v.elementType()))
        || (t instanceof RankedTensorType r && element.test(r.elementType()))
        || (t instanceof UnrankedTensorType u && element.test(u.elementType())));
  }

  public static final TypeConstraint SIGNLESS_INTEGER_LIKE =
      like("signless-integer-like", t -> t instanceof IntegerType i && i.isSignless() || t.isIndex());
  public static final TypeConstraint SIGNLESS_INTEGER_LIKE_STRICT =
      like("signless-integer-like", t -> t instanceof IntegerType i && i.isSignless());
  public static final TypeConstraint BOOL_LIKE = like("bool-like", t -> t.equals(IntegerType.I1));
  public static final TypeConstraint FLOAT_LIKE = like("floating-point-like", Type::isFloat);
  public static final TypeConstraint SIGNLESS_INT_OR_INDEX_OR_FLOAT_LIKE =
      like("signless-integer-like or floating-point-like", t -> t.isSignlessIntOrIndex() || t.isFloat());
  public static final TypeConstraint INDEX_LIKE = like("index-like", Type::isIndex);

  public static final TypeConstraint ANY_MEMREF = TypeConstraint.of("memref of any type values",
      t -> t instanceof MemRefType || t instanceof UnrankedMemRefType);
  public static final TypeConstraint RANKED_MEMREF =
      TypeConstraint.of("ranked memref of any type values", t -> t instanceof MemRefType);
  public static final TypeConstraint UNRANKED_MEMREF =
      TypeConstraint.of("unranked.memref of any type values", t -> t instanceof UnrankedMemRefType);
  public static final TypeConstraint ANY_VECTOR = TypeConstraint.of("vector of any type values", t -> t instanceof VectorType);
  public static final TypeConstraint ANY_SHAPED = TypeConstraint.of("shaped of any type values", t -> t instanceof ShapedType);
  public static final TypeConstraint ANY_TENSOR = TypeConstraint.of("tensor of any type values",
      t -> t instanceof RankedTensorType || t instanceof UnrankedTensorType);

  /** The element type of a shaped type, or the type itself for a scalar. */
  public static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** {@code scalar} reshaped like {@code like}: i1 for i32, vector<4xi1> for vector<4xi32>. */
  public static Type shapedLike(Type like, Type scalar) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (like instanceof VectorType v) return new VectorType(v.shape(), scalar, v.scalable());
    if (like instanceof RankedTensorType r) return new RankedTensorType(r.shape(), scalar, r.encoding());
    if (like instanceof UnrankedTensorType) return new UnrankedTensorType(scalar);
    return scalar;
  }
}
