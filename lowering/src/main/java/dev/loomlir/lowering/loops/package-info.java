/**
 * Transformations of scf loops: {@code scf-parallel-for-to-nested-fors} and loomlir's own
 * {@code loomlir-int-loop-versioning} (an {@code i32} version of loops whose bounds fit).
 */
package dev.loomlir.lowering.loops;
