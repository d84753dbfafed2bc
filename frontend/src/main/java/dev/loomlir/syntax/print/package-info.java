/**
 * The MLIR text printer: {@link dev.loomlir.syntax.print.Printer} prints IR in custom or generic
 * syntax with MLIR's SSA value names and attribute aliases.
 */
package dev.loomlir.syntax.print;
