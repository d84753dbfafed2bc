package dev.loomlir.lowering.analysis;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import java.util.Set;

/**
 * What passes may assume about an op's memory effects (MLIR's {@code MemoryEffectOpInterface} as
 * far as CSE and dead-code removal need it). {@link Trait#PURE} ops have none; ops declaring their
 * effects ({@code OpDef.memoryEffects}) have those: an op declaring none is not {@code Pure}
 * because it may trap (integer division), so it may be merged or dropped but not hoisted, and an
 * op that only reads may be dropped when unused; ops with {@link Trait#RECURSIVE_MEMORY_EFFECTS}
 * have the effects of their nested ops, and those with {@link Trait#BUFFER_OPERAND_EFFECTS} (linalg)
 * also read and write their memref operands. Anything else is assumed to have effects.
 */
public final class SideEffects {
  private SideEffects() {}

  /** Transitional, until memref declares its effects: a {@code NoMemoryEffect} op that is not {@code Pure}. */
  private static final Set<String> EFFECT_FREE_BUT_NOT_PURE = Set.of("memref.dim");

  /** Transitional, as {@link #EFFECT_FREE_BUT_NOT_PURE}: ops whose only effect is reading memory ({@code MemRead}). */
  private static final Set<String> READ_ONLY = Set.of("memref.load");

  /** True when the op and everything nested in it touch no memory (MLIR's {@code isMemoryEffectFree}). */
  public static boolean isMemoryEffectFree(Operation op) {
    if (!op.isRegistered() || touchesBuffers(op)) return false;
    Set<MemoryEffect> declared = op.def().memoryEffects();
    if (op.def().has(Trait.PURE) || (declared != null && declared.isEmpty()) || EFFECT_FREE_BUT_NOT_PURE.contains(op.name())) {
      return true;
    }
    if (!op.def().has(Trait.RECURSIVE_MEMORY_EFFECTS)) return false;
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) if (!isMemoryEffectFree(nested)) return false;
      }
    }
    return true;
  }

  /**
   * MLIR's {@code wouldOpBeTriviallyDead}: erasing the op, were its results unused, changes nothing
   * (no effects, or only reads and allocations of its own results). Terminators and symbols stay.
   */
  public static boolean wouldBeTriviallyDead(Operation op) {
    if (!op.isRegistered() || op.def().has(Trait.TERMINATOR) || op.def().has(Trait.SYMBOL)) return false;
    return hasOnlyRemovableEffects(op);
  }

  private static boolean hasOnlyRemovableEffects(Operation op) {
    if (!op.isRegistered() || touchesBuffers(op)) return false;
    if (isMemoryEffectFree(op) || onlyReads(op) || op.def().has(Trait.ALLOC)) return true;
    if (!op.def().has(Trait.RECURSIVE_MEMORY_EFFECTS)) return false;
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) if (!hasOnlyRemovableEffects(nested)) return false;
      }
    }
    return true;
  }

  /** The op declares reading memory as its only effect ({@code MemRead}). */
  private static boolean onlyReads(Operation op) {
    Set<MemoryEffect> declared = op.def().memoryEffects();
    return (declared != null && declared.equals(Set.of(MemoryEffect.READ))) || READ_ONLY.contains(op.name());
  }

  /** A linalg structured op on memrefs: it writes its outputs whether or not anything uses it. */
  private static boolean touchesBuffers(Operation op) {
    if (!op.def().has(Trait.BUFFER_OPERAND_EFFECTS)) return false;
    for (var operand : op.operands()) if (operand.type() instanceof MemRefType) return true;
    return false;
  }

  /** MLIR's {@code isOpTriviallyDead}: unused and {@link #wouldBeTriviallyDead}. */
  public static boolean isTriviallyDead(Operation op) {
    return !op.hasUses() && wouldBeTriviallyDead(op);
  }
}
