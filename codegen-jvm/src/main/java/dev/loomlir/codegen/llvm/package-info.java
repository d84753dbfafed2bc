/**
 * Code generation for the llvm dialect's subset: {@code llvm.func} as JVM methods, scalar ops
 * through arith's semantics ({@code codegen.ops.ScalarOps}), and memory through
 * {@code dev.loomlir.runtime.ptr}: a pointer is an allocation and an offset, every load and store
 * is checked at run time and fails at the op.
 */
package dev.loomlir.codegen.llvm;
