/**
 * Folding applied to the IR ({@link dev.loomlir.lowering.fold.Folding}): each op's declared
 * folder, constants materialized by the folded op's dialect.
 */
package dev.loomlir.lowering.fold;
