/**
 * The async runtime's operations beside CompletableFuture and virtual threads.
 */
package dev.loomlir.bench.runtime;
