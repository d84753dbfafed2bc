package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Matchers;

/**
 * Upstream's {@code getMaskFormat}: whether a mask is known to set all lanes, none, or neither
 * (from a dense constant or a {@code constant_mask}; upstream does not look at {@code create_mask}).
 */
enum MaskFormat {
  ALL_TRUE, ALL_FALSE, UNKNOWN;

  static MaskFormat of(Value mask) {
    Attribute c = Matchers.constantValue(mask);
    if (c instanceof DenseElementsAttr d) {
      boolean any = false, all = true;
      VectorType t = (VectorType) mask.type();
      for (long i = 0; i < t.numElements(); i++) {
        boolean b = d.element(i) instanceof IntegerAttr a && a.boolValue();
        any |= b;
        all &= b;
      }
      return all ? ALL_TRUE : !any ? ALL_FALSE : UNKNOWN;
    }
    if (ConstantMaskOp.TYPE.matchDefining(mask) instanceof ConstantMaskOp m) {
      VectorType t = m.vectorType();
      long[] sizes = m.maskDimSizes();
      boolean all = true, none = true;
      for (int i = 0; i < sizes.length; i++) {
        long dim = t.rank() == 0 ? 1 : t.shape().get(i);
        if (sizes[i] < dim) all = false;
        if (sizes[i] > 0) none = false;
      }
      return all ? ALL_TRUE : none ? ALL_FALSE : UNKNOWN;
    }
    return UNKNOWN;
  }
}
