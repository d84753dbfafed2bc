/**
 * Bytecode idioms that know nothing of MLIR: the shortest constant pushes, arrays, boxing, and a
 * class writer that computes stack map frames without loading classes.
 */
package dev.loomlir.codegen.bytecode;
