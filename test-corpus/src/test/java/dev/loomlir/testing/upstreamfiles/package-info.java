/**
 * Upstream MLIR's own test files (test-corpus/upstream) run with their RUN lines, loomlir standing
 * in for mlir-opt and mlir-runner; and the same files run with upstream's tools, which they must
 * pass to be in the corpus.
 */
package dev.loomlir.testing.upstreamfiles;
