/**
 * The {@code vector} dialect: every op of MLIR 22's vector dialect that loomlir runs (construction
 * and access, memory, masks, compute, {@code vector.print}), declared as typed op classes with
 * upstream's syntax and verifiers.
 */
package dev.loomlir.dialects.vector;
