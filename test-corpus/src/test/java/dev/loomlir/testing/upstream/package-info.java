/**
 * The lit corpus's expectations checked against mlir-opt-22 and FileCheck-22, and the list of what
 * {@code loomlir opt} has that mlir-opt-22 does not.
 */
package dev.loomlir.testing.upstream;
