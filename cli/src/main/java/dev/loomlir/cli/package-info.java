/**
 * The {@code loomlir} command: {@code opt} (as mlir-opt), {@code run} (as mlir-runner),
 * {@code compile} and {@code bench}, with mlir-opt's and mlir-runner's option spellings.
 */
package dev.loomlir.cli;
