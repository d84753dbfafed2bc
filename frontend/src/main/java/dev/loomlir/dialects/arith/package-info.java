/**
 * The {@code arith} dialect: integer and float arithmetic, comparisons, casts and constants, with
 * upstream's syntax and verifiers.
 */
package dev.loomlir.dialects.arith;
