package dev.loomlir.lowering.analysis;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import java.util.EnumSet;
import java.util.Set;

/**
 * What passes may assume about an op's memory effects (MLIR's {@code MemoryEffectOpInterface} as
 * far as CSE and dead-code removal need it). {@link Trait#PURE} ops have none; ops that declare
 * their memory effects ({@code OpDef.memoryEffects}) have those: one declaring none
 * ({@code OpDef.noMemoryEffect()}) yet not {@code Pure} may trap (integer division), so it may be
 * merged or dropped but not hoisted; ops with {@link Trait#RECURSIVE_MEMORY_EFFECTS}
 * have the effects of their nested ops, and those with {@link Trait#BUFFER_OPERAND_EFFECTS} (linalg)
 * also read and write their memref operands. Anything else is assumed to have effects.
 */
public final class SideEffects {
  private SideEffects() {}

  /** Effects that do not keep an unused op alive: reads, and allocating its own result. */
  private static final Set<MemoryEffect> REMOVABLE = EnumSet.of(MemoryEffect.READ, MemoryEffect.ALLOCATE);

  /** True when the op and everything nested in it touch no memory (MLIR's {@code isMemoryEffectFree}). */
  public static boolean isMemoryEffectFree(Operation op) {
    if (!op.isRegistered() || touchesBuffers(op)) return false;
    if (op.def().has(Trait.PURE)) return true;
    Set<MemoryEffect> declared = op.def().memoryEffects();
    if (declared != null) return declared.isEmpty();
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
    if (isMemoryEffectFree(op)) return true;
    Set<MemoryEffect> declared = op.def().memoryEffects();
    if (declared != null) return REMOVABLE.containsAll(declared);
    if (!op.def().has(Trait.RECURSIVE_MEMORY_EFFECTS)) return false;
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) if (!hasOnlyRemovableEffects(nested)) return false;
      }
    }
    return true;
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
