/**
 * The affine passes: {@code lower-affine} (to scf, arith and memref), {@code
 * affine-loop-invariant-code-motion} and {@code affine-parallelize}.
 */
package dev.loomlir.lowering.affine;
