/**
 * The async.runtime and async.coro ops, and coroutine compilation: a coroutine that suspends becomes
 * a frame class and body methods, run as a state machine or on virtual threads.
 */
package dev.loomlir.codegen.async;
