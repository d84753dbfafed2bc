/**
 * Code generation of the vector ops that reach it after {@code loomlir-scalarize-vectors}: the
 * boundaries between lanes (one local each) and arrays ({@code from_elements},
 * {@code to_elements}), the memory ops, which read and write lanes straight from and to memref
 * arrays, and {@code vector.print}.
 */
package dev.loomlir.codegen.vector;
