/**
 * {@link dev.loomlir.lowering.BuiltinPasses}: every pass loomlir ships, by its command-line
 * argument. The passes are in the sub-packages, the pass infrastructure in {@code lowering.pass}.
 */
package dev.loomlir.lowering;
