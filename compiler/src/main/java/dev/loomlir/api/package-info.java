/**
 * The Java API ({@link dev.loomlir.api.Loomlir}): compile MLIR programs or load jars written by
 * {@code loomlir compile}, call their functions, and write jars.
 */
package dev.loomlir.api;
