package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.VectorType;

/**
 * Upstream's {@code MaskableOpInterface}: an op {@code vector.mask} may predicate, with the mask
 * type it expects, and whether masked-off lanes may come from a pass-through value.
 */
public interface Maskable {
  VectorType expectedMaskType(Operation op);

  default boolean supportsPassthru() { return false; }

  /** An i1 mask of {@code v}'s shape. */
  static VectorType maskOf(VectorType v) { return new VectorType(v.shape(), dev.loomlir.ir.IntegerType.I1, v.scalable()); }

  /** The interface of {@code op}, or null when it is not maskable. */
  static Maskable of(Operation op) { return op.isRegistered() ? op.def().iface(Maskable.class) : null; }
}
