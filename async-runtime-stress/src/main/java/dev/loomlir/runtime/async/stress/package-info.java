/**
 * jcstress tests of the async runtime's lock-free core: tokens, values and groups completing
 * while they are awaited, loaded or added to, and coroutines and blocked threads resumed by
 * those completions. Each test drives the runtime only through what generated code calls
 * ({@link dev.loomlir.runtime.async.AsyncRuntime}, {@link dev.loomlir.runtime.async.CoroFrame},
 * {@link dev.loomlir.runtime.async.ThreadCoroutine}) and states its acceptable, interesting and
 * forbidden outcomes with the reason. {@code AsyncRuntimeStressTest} runs them in jcstress's
 * quick mode inside {@code ./run-tests}; {@code scripts/stress-runtime} runs the full mode.
 */
package dev.loomlir.runtime.async.stress;
