/**
 * Helpers passes build IR with: {@link dev.loomlir.lowering.builder.ScfBuilder} (arith, scf, func and
 * async ops at one location), {@link dev.loomlir.lowering.builder.OpCloner} (deep copies), and the
 * shared op declarations builders look ops up in ({@link dev.loomlir.lowering.builder.OpDefs}).
 */
package dev.loomlir.lowering.builder;
