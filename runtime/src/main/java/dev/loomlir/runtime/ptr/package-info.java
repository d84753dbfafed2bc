/**
 * Memory behind {@code !llvm.ptr}, made safe: a pointer is an {@link Allocation} and a byte
 * offset into it ({@link Ptr}); {@code malloc}, {@code llvm.alloca} and globals make allocations;
 * every load and store is checked against its allocation's bounds and lifetime ({@link Memory}).
 */
package dev.loomlir.runtime.ptr;
