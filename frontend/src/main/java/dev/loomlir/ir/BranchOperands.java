package dev.loomlir.ir;

import java.util.List;

/**
 * Op interface of branch terminators (MLIR's {@code BranchOpInterface}): which operands are
 * forwarded to each successor's block arguments. Attach with {@code OpDef.implement}.
 */
@FunctionalInterface
public interface BranchOperands {
  List<Value> successorOperands(Operation op, int successorIndex);

  /** The common case: successor {@code i} takes operand group {@code groupNames[i]}. */
  static BranchOperands byGroups(String... groupNames) {
    return (op, i) -> op.operandGroup(groupNames[i]);
  }
}
