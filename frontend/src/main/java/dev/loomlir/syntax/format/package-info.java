/**
 * ODS declarative assembly formats ({@code $lhs `,` $rhs attr-dict `:` type($result)}): the engine
 * that compiles a format into an op's custom syntax, the {@code custom<Name>} directive registry,
 * and {@link dev.loomlir.syntax.format.OpSyntax}, which gives each op its custom syntax.
 */
package dev.loomlir.syntax.format;
