/**
 * Running a compiled program's entry point as {@code loomlir run} and jars written by
 * {@code loomlir compile} do: output, results, run-time errors and the async runtime's settings.
 */
package dev.loomlir.launch;
