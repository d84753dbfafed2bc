package dev.loomlir.ir;

/**
 * An immutable MLIR type. {@link #toString()} gives the type's MLIR spelling, exactly as
 * it appears in custom and generic syntax (dialect types include their {@code !dialect.} prefix).
 */
public interface Type {
  /** True for {@code i1}, {@code i32}, ... including signed/unsigned integers. */
  default boolean isInteger() { return this instanceof IntegerType; }
  default boolean isIndex() { return this instanceof IndexType; }
  default boolean isFloat() { return this instanceof FloatType; }
  default boolean isSignlessInteger(int width) {
    return this instanceof IntegerType it && it.width() == width && it.signedness() == IntegerType.Signedness.SIGNLESS;
  }
  default boolean isSignlessIntOrIndex() {
    return isIndex() || (this instanceof IntegerType it && it.signedness() == IntegerType.Signedness.SIGNLESS);
  }
}
