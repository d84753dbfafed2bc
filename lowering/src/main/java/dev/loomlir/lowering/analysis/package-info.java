/**
 * Facts passes ask about ops: memory effects ({@link dev.loomlir.lowering.analysis.SideEffects}) and
 * structural equality for CSE ({@link dev.loomlir.lowering.analysis.OperationKey}).
 */
package dev.loomlir.lowering.analysis;
