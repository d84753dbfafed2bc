package dev.loomlir.dialects.vector;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The vector dialect's type constraints, with upstream's descriptions (which verifier messages
 * quote: {@code operand #0 must be vector of any type values, but got 'f32'}), and small helpers on
 * vector types.
 */
public final class VectorTypes {
  private VectorTypes() {}

  /** {@code AnyVectorOfAnyRank}. */
  public static final TypeConstraint ANY = Types.ANY_VECTOR.ofKind(VectorType.class, "builtin.vector");
  /** {@code AnyVectorOfNonZeroRank}: upstream describes it as the any-rank one. */
  public static final TypeConstraint NON_ZERO_RANK =
      TypeConstraint.of("vector of any type values", t -> t instanceof VectorType v && v.rank() > 0).ofKind(VectorType.class, "builtin.vector");
  /** {@code AnyFixedVectorOfAnyRank}. */
  public static final TypeConstraint FIXED =
      TypeConstraint.of("fixed-length vector of any type values", t -> t instanceof VectorType v && !isScalable(v))
          .ofKind(VectorType.class, "builtin.vector");
  public static final TypeConstraint OF_FLOAT = of("floating-point", Type::isFloat);
  public static final TypeConstraint OF_I1 = of("1-bit signless integer", t -> t.equals(IntegerType.I1));
  public static final TypeConstraint NON_ZERO_RANK_OF_I1 = TypeConstraint.of("vector of 1-bit signless integer values",
      t -> t instanceof VectorType v && v.rank() > 0 && v.elementType().equals(IntegerType.I1)).ofKind(VectorType.class, "builtin.vector");
  public static final TypeConstraint FIXED_NON_ZERO_RANK_OF_I1 = TypeConstraint.of(
      "fixed-length vector of 1-bit signless integer values",
      t -> t instanceof VectorType v && v.rank() > 0 && !isScalable(v) && v.elementType().equals(IntegerType.I1)).ofKind(VectorType.class, "builtin.vector");
  public static final TypeConstraint NON_ZERO_RANK_OF_INT_OR_INDEX = TypeConstraint.of(
      "vector of integer or index values",
      t -> t instanceof VectorType v && v.rank() > 0 && (v.elementType().isInteger() || v.elementType().isIndex())).ofKind(VectorType.class, "builtin.vector");
  public static final TypeConstraint RANK_1_OF_INDEX = TypeConstraint.of("vector of index values of ranks 1",
      t -> t instanceof VectorType v && v.rank() == 1 && v.elementType().isIndex()).ofKind(VectorType.class, "builtin.vector");

  /** {@code AnyMemRef}: ranked memrefs only, parsed as such by custom syntax (as upstream's {@code MemRefType}). */
  public static final TypeConstraint MEMREF = TypeConstraint.of("memref of any type values", t -> t instanceof MemRefType)
      .ofKind(MemRefType.class, "builtin.memref");
  public static final TypeConstraint STATIC_MEMREF = TypeConstraint.of("statically shaped memref of any type values",
      t -> t instanceof MemRefType m && m.hasStaticShape()).ofKind(MemRefType.class, "builtin.memref");
  public static final TypeConstraint SHAPED = TypeConstraint.of("shaped of any type values", t -> t instanceof ShapedType);

  private static TypeConstraint of(String element, Predicate<Type> p) {
    return TypeConstraint.of("vector of " + element + " values", t -> t instanceof VectorType v && p.test(v.elementType()))
        .ofKind(VectorType.class, "builtin.vector");
  }

  public static boolean isScalable(VectorType v) { return v.scalable().contains(true); }

  /** The element type of a vector, or the type itself. */
  public static Type elementType(Type t) { return t instanceof VectorType v ? v.elementType() : t; }

  /** {@code vector<shape x element>} with no scalable dimension. */
  public static VectorType of(List<Long> shape, Type element) { return new VectorType(shape, element); }

  /** The vector's type with dimension {@code dim} removed (its scalable flag too). */
  public static VectorType dropDim(VectorType v, int dim) {
    List<Long> shape = new ArrayList<>(v.shape());
    List<Boolean> scalable = new ArrayList<>(v.scalable());
    shape.remove(dim);
    scalable.remove(dim);
    return new VectorType(shape, v.elementType(), scalable);
  }

  /** The trailing {@code rank} dimensions of {@code v} (shape and scalable flags). */
  public static VectorType trailing(VectorType v, int rank) {
    int from = v.rank() - rank;
    return new VectorType(v.shape().subList(from, v.rank()), v.elementType(), v.scalable().subList(from, v.rank()));
  }

  /** Row-major strides of a shape (in elements). */
  public static long[] strides(List<Long> shape) {
    long[] s = new long[shape.size()];
    long acc = 1;
    for (int i = shape.size() - 1; i >= 0; i--) {
      s[i] = acc;
      acc *= shape.get(i);
    }
    return s;
  }

  /** The bit width of an integer, index (64) or float element type; 0 for other types. */
  public static int bitWidth(Type t) {
    if (t instanceof IntegerType i) return i.width();
    if (t.isIndex()) return 64;
    if (t instanceof dev.loomlir.ir.FloatType f) return f.width();
    return 0;
  }
}
