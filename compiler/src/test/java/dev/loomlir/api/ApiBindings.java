package dev.loomlir.api;

/** Java methods the API tests bind external MLIR functions to. */
public final class ApiBindings {
  private ApiBindings() {}

  public static double scale(double x) { return x * 2.5; }

  public static long clampToByte(long x) { return Math.max(-128, Math.min(127, x)); }
}
