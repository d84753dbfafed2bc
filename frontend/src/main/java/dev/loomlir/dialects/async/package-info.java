/**
 * The {@code async} dialect: tokens, values and groups, {@code async.execute}, {@code async.func},
 * and the {@code async.runtime.*} and {@code async.coro.*} ops its lowering produces.
 */
package dev.loomlir.dialects.async;
