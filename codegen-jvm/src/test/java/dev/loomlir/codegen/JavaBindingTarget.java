package dev.loomlir.codegen;

/** Java methods that test programs bind external functions to. */
public final class JavaBindingTarget {
  private JavaBindingTarget() {}

  public static long triple(long x) { return 3 * x; }

  public static double half(double x) { return x / 2; }
}
