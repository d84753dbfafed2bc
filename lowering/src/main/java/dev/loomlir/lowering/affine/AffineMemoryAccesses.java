package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.LoadOp;
import dev.loomlir.dialects.affine.AffineValueMap;
import dev.loomlir.dialects.affine.StoreOp;
import dev.loomlir.dialects.affine.VectorLoadOp;
import dev.loomlir.dialects.affine.VectorStoreOp;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.Set;

/**
 * The memory accesses the affine passes reason about: affine reads and writes (upstream's
 * {@code AffineReadOpInterface}/{@code AffineWriteOpInterface}), and whether an op reads or
 * writes a given memref (upstream's {@code hasEffect<Read/Write>(op, memref)}, which only sees
 * ops that declare their effects).
 */
final class AffineMemoryAccesses {
  private AffineMemoryAccesses() {}

  static boolean isAffineRead(Operation op) { return LoadOp.is(op) || VectorLoadOp.is(op); }

  static boolean isAffineWrite(Operation op) { return StoreOp.is(op) || VectorStoreOp.is(op); }

  /** The memref an affine read or write accesses. */
  static Value memrefOf(Operation op) {
    if (LoadOp.match(op) instanceof LoadOp load) return load.memref();
    if (VectorLoadOp.match(op) instanceof VectorLoadOp load) return load.memref();
    if (VectorStoreOp.match(op) instanceof VectorStoreOp store) return store.memref();
    return StoreOp.TYPE.cast(op).memref();
  }

  /**
   * The indices an affine read or write accesses, as {@code map(operands)}: for the vector ops, the
   * index of the first element, as upstream's {@code MemRefAccess} sees them.
   */
  static AffineValueMap accessMap(Operation op) {
    if (LoadOp.match(op) instanceof LoadOp load) return new AffineValueMap(load.map(), load.mapOperands());
    if (VectorLoadOp.match(op) instanceof VectorLoadOp load) return new AffineValueMap(load.map(), load.mapOperands());
    if (VectorStoreOp.match(op) instanceof VectorStoreOp store) return new AffineValueMap(store.map(), store.mapOperands());
    StoreOp store = StoreOp.TYPE.cast(op);
    return new AffineValueMap(store.map(), store.mapOperands());
  }

  static boolean writes(Operation op, Value memref) { return hasEffectOn(op, memref, MemoryEffect.WRITE); }

  static boolean reads(Operation op, Value memref) { return hasEffectOn(op, memref, MemoryEffect.READ); }

  /**
   * The op declares {@code effect} and takes {@code memref} as an operand (the declared effects are
   * not per operand: an op that reads one memref and writes another is taken to do both to each);
   * linalg's structured ops read and write their memref operands.
   */
  private static boolean hasEffectOn(Operation op, Value memref, MemoryEffect effect) {
    if (!op.isRegistered() || !op.operands().contains(memref)) return false;
    if (op.def().has(Trait.BUFFER_OPERAND_EFFECTS)) return true;
    Set<MemoryEffect> effects = op.def().memoryEffects();
    return effects != null && effects.contains(effect);
  }
}
