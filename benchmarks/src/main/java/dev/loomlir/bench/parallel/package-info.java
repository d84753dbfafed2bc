/**
 * A compiled {@code linalg.matmul} sequential and parallel, for the parallel speed-up.
 */
package dev.loomlir.bench.parallel;
