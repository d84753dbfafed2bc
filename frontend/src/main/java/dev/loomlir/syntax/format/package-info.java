/**
 * ODS declarative assembly formats ({@code $lhs `,` $rhs attr-dict `:` type($result)}): the engine
 * that compiles a format into an op's custom syntax, the {@code custom<Name>} directive registry,
 * and {@link dev.loomlir.syntax.format.OpSyntax}, which gives each op its custom syntax.
 *
 * <p>Code here dispatches on {@link dev.loomlir.syntax.format.FormatElement} with {@code instanceof}
 * chains, not pattern switches: each pattern switch is an {@code invokedynamic} that the AOT cache
 * does not archive, so every {@code loomlir opt} run spun a hidden class for it (about 1 ms each on
 * the main thread; issue 18, docs/performance-notes.md).
 */
package dev.loomlir.syntax.format;
