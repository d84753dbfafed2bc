/**
 * The MLIR text parser: {@link dev.loomlir.syntax.parse.Parser} reads a buffer into a
 * {@code builtin.module}, generic and custom op syntax, types, attributes and locations.
 */
package dev.loomlir.syntax.parse;
