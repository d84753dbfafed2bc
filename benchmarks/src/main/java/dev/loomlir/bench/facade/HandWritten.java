package dev.loomlir.bench.facade;

/** The Java that {@code trivial-kernels.mlir} stands for: what a facade call is compared with. */
public final class HandWritten {
  private HandWritten() {}

  public static long add(long a, long b) {
    return a + b;
  }
}
