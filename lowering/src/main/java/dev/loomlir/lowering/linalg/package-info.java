/**
 * {@code convert-linalg-to-loops} and {@code convert-linalg-to-parallel-loops}: linalg's structured
 * ops become loop nests over their memrefs.
 */
package dev.loomlir.lowering.linalg;
