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
 * far as CSE and dead-code removal need it). {@link Trait#PURE} ops have none; a few ops have no
 * memory effect yet are not {@code Pure} upstream because they may trap (integer division), so
 * they may be merged or dropped but not hoisted; ops with {@link Trait#RECURSIVE_MEMORY_EFFECTS}
 * have the effects of their nested ops, and those with {@link Trait#BUFFER_OPERAND_EFFECTS} (linalg)
 * also read and write their memref operands. Anything else is assumed to have effects.
 */
public final class SideEffects {
  private SideEffects() {}

  /** Upstream's {@code NoMemoryEffect} ops that are not {@code Pure} (they may trap). */
  private static final Set<String> EFFECT_FREE_BUT_NOT_PURE = Set.of(
      "arith.divsi", "arith.divui", "arith.ceildivsi", "arith.ceildivui", "memref.dim");

  /** Ops whose only effect is reading memory ({@code MemRead}). */
  private static final Set<String> READ_ONLY = Set.of("memref.load");

  /** True when the op and everything nested in it touch no memory (MLIR's {@code isMemoryEffectFree}). */
  public static boolean isMemoryEffectFree(Operation op) {
    if (!op.isRegistered() || touchesBuffers(op)) return false;
    if (op.def().has(Trait.PURE) || EFFECT_FREE_BUT_NOT_PURE.contains(op.name())) return true;
    if (op.def().memoryEffects() != null && op.def().memoryEffects().isEmpty()) return true;
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
    if (isMemoryEffectFree(op) || READ_ONLY.contains(op.name()) || op.def().has(Trait.ALLOC) || onlyReadsOrAllocates(op)) {
      return true;
    }
    if (!op.def().has(Trait.RECURSIVE_MEMORY_EFFECTS)) return false;
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) if (!hasOnlyRemovableEffects(nested)) return false;
      }
    }
    return true;
  }

  /** The op declares its effects ({@code OpDef.memoryEffects}) and they are only reads and allocations. */
  private static boolean onlyReadsOrAllocates(Operation op) {
    Set<MemoryEffect> effects = op.def().memoryEffects();
    return effects != null && !effects.contains(MemoryEffect.WRITE) && !effects.contains(MemoryEffect.FREE);
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
