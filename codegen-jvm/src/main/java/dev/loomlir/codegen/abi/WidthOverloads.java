package dev.loomlir.codegen.abi;

/**
 * The two overloads of one method that code generation picks between by the width of the values
 * it computes with: {@code narrow} takes ints (or floats), {@code wide} longs (or doubles), as
 * {@code IntOps.divs(int, int, int)} and {@code IntOps.divs(long, long, int)} do.
 */
public record WidthOverloads(RuntimeMethod narrow, RuntimeMethod wide) {
  /** {@link #wide} when {@code wide} is true, else {@link #narrow}. */
  public RuntimeMethod pick(boolean wide) { return wide ? this.wide : narrow; }
}
