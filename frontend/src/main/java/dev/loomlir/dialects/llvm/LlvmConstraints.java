package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.VectorType;

/** Upstream's LLVM type constraints, with their descriptions. */
final class LlvmConstraints {
  private LlvmConstraints() {}

  /** Types an llvm op may carry: builtin integers, floats and vectors of them, and llvm types. */
  static boolean isCompatible(Type t) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (t instanceof IntegerType || t instanceof FloatType) return true;
    if (t instanceof VectorType v) return isCompatible(v.elementType());
    return t instanceof LlvmType && !(t instanceof LlvmVoidType);
  }

  private static boolean scalarOrVector(Type t, java.util.function.Predicate<Type> element) {
    return element.test(t) || (t instanceof VectorType v && element.test(v.elementType()));
  }

  private static boolean isSignlessInteger(Type t) { return t instanceof IntegerType i && i.isSignless(); }

  static final TypeConstraint LLVM_TYPE = TypeConstraint.of("LLVM dialect-compatible type", LlvmConstraints::isCompatible);
  static final TypeConstraint LLVM_TYPE_OR_VOID = TypeConstraint.of("LLVM dialect-compatible type", t -> true);
  static final TypeConstraint INTEGER = TypeConstraint.of(
      "signless integer or LLVM dialect-compatible vector of signless integer",
      t -> scalarOrVector(t, LlvmConstraints::isSignlessInteger));
  static final TypeConstraint FLOAT = TypeConstraint.of(
      "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
      t -> scalarOrVector(t, x -> x instanceof FloatType));
  static final TypeConstraint I1 = TypeConstraint.of("1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
      t -> scalarOrVector(t, x -> x.equals(IntegerType.I1)));
  static final TypeConstraint POINTER = TypeConstraint.of("LLVM pointer type", t -> t instanceof LlvmPointerType);
  static final TypeConstraint POINTER_OR_VECTOR = TypeConstraint.of(
      "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
      t -> scalarOrVector(t, x -> x instanceof LlvmPointerType));
  static final TypeConstraint INTEGER_OR_POINTER = TypeConstraint.of("LLVM integer or pointer type",
      t -> scalarOrVector(t, x -> isSignlessInteger(x) || x instanceof LlvmPointerType));
  static final TypeConstraint FUNCTION_TYPE = TypeConstraint.of("LLVM function type", t -> t instanceof LlvmFunctionType);
  static final TypeConstraint ANY_INTEGER = TypeConstraint.of("any integer type", t -> t instanceof IntegerType);
}
