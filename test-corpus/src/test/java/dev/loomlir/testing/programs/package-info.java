/**
 * The runnable programs of the lit corpus against upstream MLIR ({@code mlir-native-run}).
 */
package dev.loomlir.testing.programs;
