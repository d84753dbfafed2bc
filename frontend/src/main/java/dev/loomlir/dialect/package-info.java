/**
 * The dialect registry: {@link dev.loomlir.dialect.Dialect} (a namespace of ops with its type and
 * attribute parsers) and {@link dev.loomlir.dialect.Context}, the dialects and options of one
 * compilation.
 */
package dev.loomlir.dialect;
