/**
 * The async runtime behind {@code async.runtime.*}: tokens, values and groups, coroutine handles and
 * frames, the worker pool that runs them, and the optional reference-count checking.
 */
package dev.loomlir.runtime.async;
