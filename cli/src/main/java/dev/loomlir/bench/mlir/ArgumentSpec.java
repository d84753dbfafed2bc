package dev.loomlir.bench.mlir;

/**
 * One argument of the benchmarked function as the user wrote it: a scalar literal, read with the
 * parameter's type ({@code 42}, {@code -1.5}, {@code true}), or a memref allocated and filled
 * before the benchmark ({@code memref<1024x1024xf32>=iota}, or just {@code iota} when the
 * parameter's shape is static).
 */
public sealed interface ArgumentSpec {
  /** A scalar literal; its meaning depends on the parameter type. */
  record Scalar(String literal) implements ArgumentSpec {
    @Override public String toString() { return literal; }
  }

  /**
   * A memref to allocate: {@code shape} is null when the spec names no type (the parameter's own
   * static shape is used).
   */
  record MemRefArgument(MemRefShape shape, Fill fill) implements ArgumentSpec {
    @Override public String toString() { return (shape == null ? "" : shape + "=") + fill; }
  }

  /** How a memref argument's elements are set, element {@code k} in row-major order. */
  sealed interface Fill {
    /** Element k is k (wrapped to the element type's width). */
    record Iota() implements Fill {
      @Override public String toString() { return "iota"; }
    }

    /** Every element is {@code value}: {@code zeros}, {@code ones}, {@code fill(2.5)}. */
    record Constant(double value, String spelling) implements Fill {
      @Override public String toString() { return spelling; }
    }

    /**
     * Reproducible pseudo-random elements from {@code seed}: floats uniform in [0, 1), integers
     * uniform in [0, 100) (0 or 1 for i1).
     */
    record Random(long seed) implements Fill {
      @Override public String toString() { return "random(" + seed + ")"; }
    }
  }
}
