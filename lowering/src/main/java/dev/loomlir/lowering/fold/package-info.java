/**
 * The fold hooks of the arith, index, math and memref ops, with upstream's semantics, and their
 * application to the IR ({@link dev.loomlir.lowering.fold.Folding}, materializing constants).
 */
package dev.loomlir.lowering.fold;
