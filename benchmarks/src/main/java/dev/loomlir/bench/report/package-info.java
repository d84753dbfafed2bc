/**
 * Writes docs/benchmarks.md and its chart from {@code bench-compare} and the JMH suite.
 */
package dev.loomlir.bench.report;
