/**
 * Helpers passes build IR with: {@link dev.loomlir.lowering.builder.ScfBuilder} (arith, scf, func and
 * async ops at one location) and {@link dev.loomlir.lowering.builder.OpCloner} (deep copies). Builders
 * look op declarations up in the context their pass runs in.
 */
package dev.loomlir.lowering.builder;
