package dev.loomlir.dialects.memref;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.UnrankedMemRefType;
import java.util.function.Predicate;

/** The memref type constraints of MemRefOps.td, with upstream's descriptions (they appear in verifier errors). */
public final class MemRefConstraints {
  private MemRefConstraints() {}

  private static final Predicate<Type> SIGNLESS_INT_OR_FLOAT =
      t -> (t instanceof IntegerType i && i.isSignless()) || t.isFloat();

  /** ODS {@code AnyMemRef}: ranked memrefs only. */
  public static final TypeConstraint MEMREF =
      TypeConstraint.of("memref of any type values", t -> t instanceof MemRefType);

  public static final TypeConstraint RANKED_OR_UNRANKED = TypeConstraint.of(
      "ranked or unranked memref of any type values",
      t -> t instanceof MemRefType || t instanceof UnrankedMemRefType);

  public static final TypeConstraint NON_0_RANKED_OR_UNRANKED = TypeConstraint.of(
      "unranked.memref of any type values or non-0-ranked.memref of any type values",
      t -> t instanceof UnrankedMemRefType || (t instanceof MemRefType m && m.rank() > 0));

  public static final TypeConstraint STRIDED = TypeConstraint.of(
      "strided memref of any type values", t -> t instanceof MemRefType m && MemRefLayouts.isStrided(m));

  public static final TypeConstraint STRIDED_RANK_0 = TypeConstraint.of(
      "strided memref of any type values of rank 0",
      t -> t instanceof MemRefType m && m.rank() == 0 && MemRefLayouts.isStrided(m));

  public static final TypeConstraint STATIC_SHAPE = TypeConstraint.of(
      "statically shaped memref of any type values", t -> t instanceof MemRefType m && m.hasStaticShape());

  public static final TypeConstraint SIGNLESS_INTEGER_OR_FLOAT =
      TypeConstraint.of("signless integer or floating-point", SIGNLESS_INT_OR_FLOAT);

  public static final TypeConstraint MEMREF_OF_INTEGER_OR_FLOAT = TypeConstraint.of(
      "memref of signless integer or floating-point values",
      t -> t instanceof MemRefType m && SIGNLESS_INT_OR_FLOAT.test(m.elementType()));

  public static final TypeConstraint RANK_1 = TypeConstraint.of(
      "1D memref of any type values", t -> t instanceof MemRefType m && m.rank() == 1);

  public static final TypeConstraint RANK_1_I8 = TypeConstraint.of(
      "1D memref of 8-bit signless integer values",
      t -> t instanceof MemRefType m && m.rank() == 1 && m.elementType().equals(IntegerType.I8));

  public static final TypeConstraint RANK_1_INTEGER_OR_INDEX = TypeConstraint.of(
      "1D memref of signless integer or index values",
      t -> t instanceof MemRefType m && m.rank() == 1 && m.elementType().isSignlessIntOrIndex());
}
