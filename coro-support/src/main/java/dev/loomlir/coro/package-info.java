/**
 * The analysis of coroutine functions for code generation: their suspension points, the values live
 * across them and the frame that holds those values, read from the {@code async.coro.*} form that
 * {@code async-to-async-runtime} produces.
 */
package dev.loomlir.coro;
