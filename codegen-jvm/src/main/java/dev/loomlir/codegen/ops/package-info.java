/**
 * Emitters of the func, cf, arith, index and math ops, with the integer and float bytecode
 * they share (MLIR's semantics at every width).
 */
package dev.loomlir.codegen.ops;
