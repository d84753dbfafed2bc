package dev.loomlir.runtime;

/**
 * The results of a function with several results. Generated code returns an instance of a
 * generated class with one public final field per result ({@code r0}, {@code r1}, ...).
 */
public interface MultiResult {
  /** The results, boxed, in order. */
  Object[] toArray();
}
