/**
 * The subset of the {@code vector} dialect loomlir compiles: {@code vector.print} and
 * {@code vector.broadcast}.
 */
package dev.loomlir.dialects.vector;
