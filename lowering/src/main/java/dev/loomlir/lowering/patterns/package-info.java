/**
 * Canonicalization patterns of the cf ops, in upstream's order, for {@code canonicalize}.
 */
package dev.loomlir.lowering.patterns;
