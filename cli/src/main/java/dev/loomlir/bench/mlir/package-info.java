/**
 * {@code loomlir bench} and the JMH harness for compiled MLIR functions: arguments, settings, result
 * checksums and tables.
 */
package dev.loomlir.bench.mlir;
