package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * MLIR's {@code LinalgOp} interface, as much as verification and lowering to loops need: the
 * op's inputs and outputs (inits), one indexing map per operand from the loop space, and the
 * iterator type of each loop. Attached to each structured op with {@code OpDef.implement}.
 */
public interface StructuredOpInfo {
  List<Value> inputs(Operation op);

  List<Value> outputs(Operation op);

  List<AffineMap> indexingMaps(Operation op);

  /** One per loop: {@link LinalgEnumAttr#PARALLEL} or {@link LinalgEnumAttr#REDUCTION}. */
  List<LinalgEnumAttr> iteratorTypes(Operation op);

  default int numLoops(Operation op) { return iteratorTypes(op).size(); }

  /** The structured-op view of {@code op}, or null when it is not a linalg structured op. */
  static StructuredOpInfo of(Operation op) {
    return op == null || op.def() == null ? null : op.def().iface(StructuredOpInfo.class);
  }
}
