/**
 * The part of the {@code llvm} dialect that runner programs are written in: pointers, functions,
 * calls, globals, memory access, and the integer, float, comparison and branch ops such functions
 * use, with upstream's custom and generic syntax and verifiers. loomlir does not lower to it; the
 * JVM code generator compiles these ops directly, with a memory-safe pointer model.
 */
package dev.loomlir.dialects.llvm;
