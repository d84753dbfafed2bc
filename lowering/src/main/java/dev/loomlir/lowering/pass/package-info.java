/**
 * The pass infrastructure (upstream's mlir/Pass): passes, their registry and options, pass pipeline
 * text, and the pass manager that runs a pipeline and verifies between passes.
 */
package dev.loomlir.lowering.pass;
