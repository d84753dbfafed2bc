/**
 * A differential fuzzer of async programs: random valid task graphs (executes, dependencies,
 * values, groups, async.funcs, structured control flow inside tasks, tokens through loops and
 * values through branches) with an interpreter of the same program as the oracle, checked against
 * {@code loomlir run} in both coroutine modes and with 1, 2 and 8 workers, and against upstream
 * ({@code mlir-native-run}) where upstream can lower the program.
 */
package dev.loomlir.testing.asyncfuzz;
