/**
 * Dialect-independent transformations: {@code canonicalize}, {@code cse}, {@code symbol-dce} and
 * {@code strip-debuginfo}.
 */
package dev.loomlir.lowering.transforms;
