/**
 * Emitters of the func, cf, arith, index, math and vector ops, with the integer and float bytecode
 * they share (MLIR's semantics at every width).
 */
package dev.loomlir.codegen.ops;
