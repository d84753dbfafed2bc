package dev.loomlir.ir;

/**
 * The memory effects an op declares (upstream's {@code MemoryEffects::Read}, {@code Write},
 * {@code Allocate}, {@code Free}), for the passes that move, merge or drop ops. An op declaring
 * none of these has no memory effect; an op that declares nothing at all, and is neither
 * {@link Trait#PURE} nor {@link Trait#RECURSIVE_MEMORY_EFFECTS}, is assumed to have any effect.
 */
public enum MemoryEffect { READ, WRITE, ALLOCATE, FREE }
